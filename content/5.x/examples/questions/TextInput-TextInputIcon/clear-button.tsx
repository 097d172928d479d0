import * as React from 'react';
import { TextInput } from 'react-native-paper';

const MyComponent = () => {
  const [text, setText] = React.useState('React Native Paper');

  return (
    <TextInput
      label="Name"
      value={text}
      onChangeText={setText}
      right={
        <TextInput.Icon
          icon="close"
          forceTextInputFocus={false}
          onPress={() => setText('')}
          accessibilityLabel="Clear text"
        />
      }
    />
  );
};

export default MyComponent;
