import * as React from 'react';
import { Switch } from 'react-native-paper';

const MyComponent = () => {
  const [on, setOn] = React.useState(true);

  return (
    <Switch
      value={on}
      onValueChange={setOn}
      checkedIcon="check"
      uncheckedIcon="close"
      accessibilityLabel="Notifications"
    />
  );
};

export default MyComponent;
