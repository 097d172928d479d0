import * as React from 'react';
import { View } from 'react-native';
import { Chip } from 'react-native-paper';

const TAGS = ['Vegan', 'Gluten free', 'Spicy', 'Under 30 min'];

const MyComponent = () => {
  const [selected, setSelected] = React.useState<string[]>(['Vegan']);

  const toggle = (tag: string) =>
    setSelected((current) =>
      current.includes(tag) ? current.filter((item) => item !== tag) : [...current, tag],
    );

  return (
    <View style={{ flexDirection: 'row', flexWrap: 'wrap', gap: 8, padding: 16 }}>
      {TAGS.map((tag) => (
        <Chip
          key={tag}
          selected={selected.includes(tag)}
          showSelectedOverlay
          onPress={() => toggle(tag)}
        >
          {tag}
        </Chip>
      ))}
    </View>
  );
};

export default MyComponent;
