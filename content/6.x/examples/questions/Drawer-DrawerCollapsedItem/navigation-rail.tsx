import * as React from 'react';
import { View } from 'react-native';
import { Drawer, Text } from 'react-native-paper';

const destinations = [
  { key: 'inbox', label: 'Inbox', focusedIcon: 'inbox', unfocusedIcon: 'inbox-outline', badge: 3 },
  { key: 'starred', label: 'Starred', focusedIcon: 'star', unfocusedIcon: 'star-outline' },
  { key: 'settings', label: 'Settings', focusedIcon: 'cog', unfocusedIcon: 'cog-outline' },
];

const MyComponent = () => {
  const [active, setActive] = React.useState('inbox');

  return (
    <View style={{ flex: 1, flexDirection: 'row' }}>
      <View style={{ width: 80, paddingTop: 12 }}>
        {destinations.map((item) => (
          <Drawer.CollapsedItem
            key={item.key}
            label={item.label}
            focusedIcon={item.focusedIcon}
            unfocusedIcon={item.unfocusedIcon}
            badge={item.badge ?? false}
            active={active === item.key}
            onPress={() => setActive(item.key)}
          />
        ))}
      </View>
      <View style={{ flex: 1, padding: 16 }}>
        <Text variant="titleLarge">{active}</Text>
      </View>
    </View>
  );
};

export default MyComponent;
