import * as React from 'react';
import { View } from 'react-native';
import { Appbar, Badge } from 'react-native-paper';

const MyComponent = () => {
  const [unread, setUnread] = React.useState(5);

  return (
    <Appbar.Header>
      <Appbar.Content title="Inbox" />
      <View>
        <Appbar.Action
          icon="bell-outline"
          accessibilityLabel={`Notifications, ${unread} unread`}
          onPress={() => setUnread(0)}
        />
        {unread > 0 ? (
          <Badge size={16} style={{ position: 'absolute', top: 8, right: 8 }}>
            {unread}
          </Badge>
        ) : null}
      </View>
    </Appbar.Header>
  );
};

export default MyComponent;
