import * as React from 'react';
import { Button, Icon } from 'react-native-paper';

// Button hands the render function the colour it picked for the label;
// the size is ours, independent of the label's font size.
const MyComponent = () => (
  <Button
    mode="outlined"
    icon={({ color }) => <Icon source="menu-down" size={28} color={color} />}
    contentStyle={{ flexDirection: 'row-reverse' }}
    onPress={() => console.log('Open the list')}
  >
    Sort by
  </Button>
);

export default MyComponent;
