import * as React from 'react';
import { TextInput } from 'react-native-paper';

const MyComponent = () => {
  const [password, setPassword] = React.useState('');
  const [hidden, setHidden] = React.useState(true);

  return (
    <TextInput
      label="Password"
      value={password}
      onChangeText={setPassword}
      secureTextEntry={hidden}
      autoCapitalize="none"
      endAccessory={(accessoryProps) => (
        <TextInput.Icon
          {...accessoryProps}
          icon={hidden ? 'eye' : 'eye-off'}
          onPress={() => setHidden(!hidden)}
          accessibilityLabel={hidden ? 'Show password' : 'Hide password'}
        />
      )}
    />
  );
};

export default MyComponent;
