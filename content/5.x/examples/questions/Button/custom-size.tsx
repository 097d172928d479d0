import * as React from 'react';
import { View } from 'react-native';
import { Button } from 'react-native-paper';

const MyComponent = () => (
  <View style={{ padding: 16 }}>
    <Button
      mode="contained"
      style={{ width: 240, alignSelf: 'center' }}
      contentStyle={{ height: 56 }}
      labelStyle={{ fontSize: 18, lineHeight: 24 }}
      onPress={() => console.log('Continue')}
    >
      Continue
    </Button>
  </View>
);

export default MyComponent;
