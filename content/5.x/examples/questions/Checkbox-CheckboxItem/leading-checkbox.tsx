import * as React from 'react';
import { Checkbox } from 'react-native-paper';

const MyComponent = () => {
  const [checked, setChecked] = React.useState(false);

  return (
    <Checkbox.Item
      label="Remember me"
      status={checked ? 'checked' : 'unchecked'}
      onPress={() => setChecked(!checked)}
      position="leading"
      labelStyle={{ textAlign: 'left' }}
      mode="android"
    />
  );
};

export default MyComponent;
