import * as React from 'react';
import { View } from 'react-native';
import { Checkbox, Text } from 'react-native-paper';

const MyComponent = () => {
  const [accepted, setAccepted] = React.useState(false);

  return (
    <View style={{ flexDirection: 'row', alignItems: 'center' }}>
      <Checkbox
        status={accepted ? 'checked' : 'unchecked'}
        onPress={() => setAccepted(!accepted)}
        error={!accepted}
        accessibilityLabel="Accept the terms"
      />
      <Text>I accept the terms</Text>
    </View>
  );
};

export default MyComponent;
