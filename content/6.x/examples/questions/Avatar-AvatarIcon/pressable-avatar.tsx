import * as React from 'react';
import { View } from 'react-native';
import { Avatar, Text, TouchableRipple } from 'react-native-paper';

const SIZE = 48;

const MyComponent = () => {
  const [presses, setPresses] = React.useState(0);

  return (
    <View style={{ flexDirection: 'row', alignItems: 'center', gap: 16, padding: 16 }}>
      <TouchableRipple
        style={{ borderRadius: SIZE / 2, overflow: 'hidden' }}
        onPress={() => setPresses((count) => count + 1)}
        accessibilityRole="button"
        accessibilityLabel="Open your account"
      >
        <Avatar.Icon size={SIZE} icon="account" />
      </TouchableRipple>
      <Text>Pressed {presses} times</Text>
    </View>
  );
};

export default MyComponent;
