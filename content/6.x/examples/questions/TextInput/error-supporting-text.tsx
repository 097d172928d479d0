import * as React from 'react';
import { TextInput } from 'react-native-paper';

const MyComponent = () => {
  const [email, setEmail] = React.useState('name.example.com');
  const hasError = email.length > 0 && !email.includes('@');

  return (
    <TextInput
      label="Email"
      value={email}
      onChangeText={setEmail}
      keyboardType="email-address"
      autoCapitalize="none"
      error={hasError}
      supportingText={
        hasError ? 'Enter an address with an @ sign.' : 'We only use it to sign you in.'
      }
    />
  );
};

export default MyComponent;
