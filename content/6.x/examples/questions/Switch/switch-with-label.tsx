import * as React from 'react';
import { List, Switch } from 'react-native-paper';

const MyComponent = () => {
  const [enabled, setEnabled] = React.useState(false);

  return (
    <List.Item
      title="Wi-Fi"
      description={enabled ? 'On' : 'Off'}
      onPress={() => setEnabled((value) => !value)}
      right={() => <Switch value={enabled} onValueChange={setEnabled} accessibilityLabel="Wi-Fi" />}
    />
  );
};

export default MyComponent;
