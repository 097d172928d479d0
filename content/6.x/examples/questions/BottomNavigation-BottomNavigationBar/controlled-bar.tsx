import * as React from 'react';
import { View } from 'react-native';
import { BottomNavigation, Text } from 'react-native-paper';

const routes = [
  { key: 'inbox', title: 'Inbox', focusedIcon: 'inbox', unfocusedIcon: 'inbox-outline' },
  { key: 'starred', title: 'Starred', focusedIcon: 'star', unfocusedIcon: 'star-outline' },
];

const MyComponent = () => {
  const [index, setIndex] = React.useState(0);

  return (
    <View style={{ flex: 1 }}>
      <View style={{ flex: 1, alignItems: 'center', justifyContent: 'center' }}>
        <Text variant="headlineSmall">{routes[index].title}</Text>
      </View>
      <BottomNavigation.Bar
        navigationState={{ index, routes }}
        onTabPress={({ route }) => setIndex(routes.findIndex((r) => r.key === route.key))}
      />
    </View>
  );
};

export default MyComponent;
