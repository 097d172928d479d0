import * as React from 'react';
import { View } from 'react-native';
import { Badge, IconButton } from 'react-native-paper';

const MyComponent = () => {
  const [count, setCount] = React.useState(3);

  return (
    <View style={{ alignSelf: 'flex-start', margin: 16 }}>
      <IconButton
        icon="bell-outline"
        size={28}
        accessibilityLabel={`Notifications, ${count} unread`}
        onPress={() => setCount(0)}
      />
      {count > 0 ? <Badge style={{ position: 'absolute', top: 4, right: 4 }}>{count}</Badge> : null}
    </View>
  );
};

export default MyComponent;
