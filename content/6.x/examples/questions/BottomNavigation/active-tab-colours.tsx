import * as React from 'react';
import { BottomNavigation, Text } from 'react-native-paper';

const HomeRoute = () => <Text style={{ margin: 16 }}>Home</Text>;
const SettingsRoute = () => <Text style={{ margin: 16 }}>Settings</Text>;

const MyComponent = () => {
  const [index, setIndex] = React.useState(0);
  const [routes] = React.useState([
    { key: 'home', title: 'Home', focusedIcon: 'home', unfocusedIcon: 'home-outline' },
    { key: 'settings', title: 'Settings', focusedIcon: 'cog', unfocusedIcon: 'cog-outline' },
  ]);

  return (
    <BottomNavigation
      navigationState={{ index, routes }}
      onIndexChange={setIndex}
      renderScene={BottomNavigation.SceneMap({ home: HomeRoute, settings: SettingsRoute })}
      barStyle={{ backgroundColor: '#fff7ed' }}
      activeIndicatorStyle={{ backgroundColor: '#fed7aa' }}
      activeColor="#7c2d12"
      inactiveColor="#78716c"
    />
  );
};

export default MyComponent;
