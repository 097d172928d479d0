import * as React from 'react';
import { StyleSheet, View } from 'react-native';
import { Button, TextInput } from 'react-native-paper';
import type { TextInputHandles } from 'react-native-paper';

const MyComponent = () => {
  const [email, setEmail] = React.useState('');
  const [password, setPassword] = React.useState('');
  const [signedIn, setSignedIn] = React.useState(false);
  const passwordRef = React.useRef<TextInputHandles>(null);

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
        ref={passwordRef}
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
