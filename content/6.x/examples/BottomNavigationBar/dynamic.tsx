import * as React from 'react';
import { StyleSheet, View } from 'react-native';
import { CommonActions, NavigationContainer } from '@react-navigation/native';
import { createBottomTabNavigator } from '@react-navigation/bottom-tabs';
import { BottomNavigation, PaperProvider, Text } from 'react-native-paper';
import Icon from '@react-native-vector-icons/material-design-icons';

const Tab = createBottomTabNavigator();

function Screen({ label }: { label: string }) {
  return (
    <View style={styles.screen}>
      <Text variant="headlineMedium">{label}</Text>
    </View>
  );
}

const InboxScreen = () => <Screen label="Inbox" />;
const FavoritesScreen = () => <Screen label="Favorites" />;

export default function App() {
  return (
    <PaperProvider>
      <NavigationContainer>
        <Tab.Navigator
          screenOptions={{ headerShown: false }}
          tabBar={({ navigation, state, descriptors, insets }) => (
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
          )}
        >
          <Tab.Screen
            name="Inbox"
            component={InboxScreen}
            options={{ tabBarIcon: ({ color, size }) => <Icon name="inbox" color={color} size={size} /> }}
          />
          <Tab.Screen
            name="Favorites"
            component={FavoritesScreen}
            options={{ tabBarIcon: ({ color, size }) => <Icon name="heart-outline" color={color} size={size} /> }}
          />
        </Tab.Navigator>
      </NavigationContainer>
    </PaperProvider>
  );
}

const styles = StyleSheet.create({
  screen: { flex: 1, alignItems: 'center', justifyContent: 'center' },
});
