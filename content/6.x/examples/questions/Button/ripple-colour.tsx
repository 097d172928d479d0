import * as React from 'react';
import { View } from 'react-native';
import { Button } from 'react-native-paper';

// Defined once so the override object stays stable between renders.
const lightRipple = {
  colors: { stateLayerPressed: 'rgba(255, 255, 255, 0.24)' },
};

const MyComponent = () => (
  <View style={{ padding: 16 }}>
    <Button
      mode="contained"
      theme={lightRipple}
      onPress={() => console.log('Saved')}
    >
      Save
    </Button>
  </View>
);

export default MyComponent;
