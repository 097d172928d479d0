import * as React from 'react';
import { Switch } from 'react-native-paper';

const MyComponent = () => {
  const [on, setOn] = React.useState(true);

  return (
    <Switch
      value={on}
      onValueChange={setOn}
      trackColor={{ false: '#c9c5ca', true: '#8bd3c7' }}
      thumbColor={on ? '#00796b' : '#f4f4f4'}
      ios_backgroundColor="#c9c5ca"
    />
  );
};

export default MyComponent;
