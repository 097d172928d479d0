import * as React from 'react';
import { View } from 'react-native';
import { HelperText, TextInput } from 'react-native-paper';

const MyComponent = () => {
  const [email, setEmail] = React.useState('name.example.com');
  const hasError = email.length > 0 && !email.includes('@');

  return (
    <View>
      <TextInput
        label="Email"
        value={email}
        onChangeText={setEmail}
        error={hasError}
        keyboardType="email-address"
        autoCapitalize="none"
      />
      <HelperText type="error" visible={hasError}>
        Enter an address with an @ sign.
      </HelperText>
    </View>
  );
};

export default MyComponent;
