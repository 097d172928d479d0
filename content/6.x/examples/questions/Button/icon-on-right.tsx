import * as React from 'react';
import { Button } from 'react-native-paper';

const MyComponent = () => (
  <Button
    mode="contained"
    icon="arrow-right"
    contentStyle={{ flexDirection: 'row-reverse' }}
    onPress={() => console.log('Next')}
  >
    Next
  </Button>
);

export default MyComponent;
