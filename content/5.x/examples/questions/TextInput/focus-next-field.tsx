import * as React from 'react';
import { StyleSheet, View } from 'react-native';
import { Button, TextInput } from 'react-native-paper';

// Paper's TextInput ref gives the native input's methods, focus among them.
type Focusable = { focus: () => void };

const MyComponent = () => {
  const [email, setEmail] = React.useState('');
  const [password, setPassword] = React.useState('');
  const [signedIn, setSignedIn] = React.useState(false);
  const passwordRef = React.useRef<Focusable | null>(null);

  const signIn = () => setSignedIn(true);

  return (
    <View style={styles.form}>
      <TextInput
        label="Email"
        value={email}
        onChangeText={setEmail}
        autoCapitalize="none"
        keyboardType="email-address"
        returnKeyType="next"
        onSubmitEditing={() => passwordRef.current?.focus()}
      />
      <TextInput
        ref={(input: Focusable | null) => {
          passwordRef.current = input;
        }}
        label="Password"
        value={password}
        onChangeText={setPassword}
        secureTextEntry
        returnKeyType="done"
        onSubmitEditing={signIn}
      />
      <Button mode="contained" onPress={signIn}>
        {signedIn ? 'Signed in' : 'Sign in'}
      </Button>
    </View>
  );
};

const styles = StyleSheet.create({
  form: { gap: 12, padding: 16 },
});

export default MyComponent;
