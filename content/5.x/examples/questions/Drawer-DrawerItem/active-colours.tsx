import * as React from 'react';
import { View } from 'react-native';
import { Drawer } from 'react-native-paper';

const ITEMS = [
  { key: 'inbox', label: 'Inbox', icon: 'inbox' },
  { key: 'sent', label: 'Sent', icon: 'send' },
];

const itemTheme = { colors: { secondaryContainer: '#d1fae5', onSecondaryContainer: '#065f46' } };

const MyComponent = () => {
  const [active, setActive] = React.useState('inbox');

  return (
    <View style={{ paddingVertical: 8 }}>
      {ITEMS.map((item) => (
        <Drawer.Item
          key={item.key}
          label={item.label}
          icon={item.icon}
          active={active === item.key}
          onPress={() => setActive(item.key)}
          theme={itemTheme}
        />
      ))}
    </View>
  );
};

export default MyComponent;
