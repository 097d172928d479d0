import * as React from 'react';
import { View } from 'react-native';
import { Avatar } from 'react-native-paper';

const PEOPLE = ['Ada Lovelace', 'Grace Brewster Hopper', 'Linus', 'margaret hamilton'];
const COLOURS = ['#6750a4', '#006a60', '#9c4146', '#00639b', '#7d5260'];

// First letter of the first and the last word: "Grace Brewster Hopper" -> "GH".
const initials = (name: string) => {
  const words = name.trim().split(/\s+/);
  const first = words[0].charAt(0);
  const last = words.length > 1 ? words[words.length - 1].charAt(0) : '';
  return (first + last).toUpperCase();
};

// The same name always gets the same colour.
const colourFor = (name: string) => {
  let hash = 0;
  for (let i = 0; i < name.length; i += 1) hash = (hash * 31 + name.charCodeAt(i)) % 100000;
  return COLOURS[hash % COLOURS.length];
};

const MyComponent = () => (
  <View style={{ flexDirection: 'row', gap: 12, padding: 16 }}>
    {PEOPLE.map((name) => (
      <Avatar.Text
        key={name}
        size={48}
        label={initials(name)}
        style={{ backgroundColor: colourFor(name) }}
        accessible
        accessibilityLabel={name}
      />
    ))}
  </View>
);

export default MyComponent;
