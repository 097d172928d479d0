import * as React from 'react';
import { View } from 'react-native';
import { ProgressBar } from 'react-native-paper';

// The track clips the filled part to its rounded corners, so only
// `style` needs a borderRadius; the fill's leading edge stays square.
const MyComponent = () => (
  <View style={{ padding: 16 }}>
    <ProgressBar
      progress={0.6}
      color="#2E7D32"
      style={{ height: 10, borderRadius: 5, backgroundColor: '#C8E6C9' }}
    />
  </View>
);

export default MyComponent;
