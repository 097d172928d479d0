import * as React from 'react';
import { StyleSheet, View } from 'react-native';
import { CommonActions, createStaticNavigation } from '@react-navigation/native';
import { createBottomTabNavigator, type BottomTabBarProps } from '@react-navigation/bottom-tabs';
import { BottomNavigation, PaperProvider, Text } from 'react-native-paper';
import Icon from '@react-native-vector-icons/material-design-icons';

function PaperTabBar({ navigation, state, descriptors, insets }: BottomTabBarProps) {
  return (
    <BottomNavigation.Bar
      navigationState={state}
      safeAreaInsets={insets}
      onTabPress={({ route, preventDefault }) => {
        const event = navigation.emit({ type: 'tabPress', target: route.key, canPreventDefault: true });
        if (event.defaultPrevented) {
          preventDefault();
        } else {
          navigation.dispatch({ ...CommonActions.navigate(route.name, route.params), target: state.key });
        }
      }}
      // Paper passes the colour as a ColorValue; React Navigation's icons take a string.
      renderIcon={({ route, focused, color }) =>
        descriptors[route.key].options.tabBarIcon?.({ focused, color: String(color), size: 24 }) ?? null
      }
      getLabelText={({ route }) => {
        const { options } = descriptors[route.key];
        return typeof options.tabBarLabel === 'string' ? options.tabBarLabel : options.title ?? route.name;
      }}
    />
  );
}

function Screen({ label }: { label: string }) {
  return (
    <View style={styles.screen}>
      <Text variant="headlineMedium">{label}</Text>
    </View>
  );
}

const Tabs = createBottomTabNavigator({
  tabBar: (props) => <PaperTabBar {...props} />,
  screenOptions: { headerShown: false },
  screens: {
    Inbox: {
      screen: () => <Screen label="Inbox" />,
      options: { tabBarIcon: ({ color, size }) => <Icon name="inbox" color={color} size={size} /> },
    },
    Favorites: {
      screen: () => <Screen label="Favorites" />,
      options: { tabBarIcon: ({ color, size }) => <Icon name="heart-outline" color={color} size={size} /> },
    },
  },
});

const Navigation = createStaticNavigation(Tabs);

export default function App() {
  return (
    <PaperProvider>
      <Navigation />
    </PaperProvider>
  );
}

const styles = StyleSheet.create({
  screen: { flex: 1, alignItems: 'center', justifyContent: 'center' },
});
