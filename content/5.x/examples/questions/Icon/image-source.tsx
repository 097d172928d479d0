import * as React from 'react';
import { View } from 'react-native';
import { Icon } from 'react-native-paper';

const logo = { uri: 'https://reactnative.dev/img/tiny_logo.png' };

const MyComponent = () => (
  <View style={{ flexDirection: 'row', gap: 24, padding: 16 }}>
    {/* Original colours: no color prop */}
    <Icon source={logo} size={40} />
    {/* Every opaque pixel tinted with one colour */}
    <Icon source={logo} size={40} color="#6750A4" />
  </View>
);

export default MyComponent;
