import * as React from 'react';
import { View } from 'react-native';
import { Checkbox, Text } from 'react-native-paper';

const MyComponent = () => {
  const [agreed, setAgreed] = React.useState(false);

  return (
    <View style={{ flexDirection: 'row', alignItems: 'center' }}>
      <Checkbox.Android
        status={agreed ? 'checked' : 'unchecked'}
        onPress={() => setAgreed(!agreed)}
      />
      <Text>I agree to the terms</Text>
    </View>
  );
};

export default MyComponent;
