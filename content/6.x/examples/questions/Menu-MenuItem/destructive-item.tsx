import * as React from 'react';
import { View } from 'react-native';
import { Button, Divider, Menu } from 'react-native-paper';

const DANGER = '#b3261e';

const MyComponent = () => {
  const [visible, setVisible] = React.useState(false);
  const close = () => setVisible(false);

  return (
    <View style={{ paddingTop: 48, alignItems: 'center' }}>
      <Menu
        visible={visible}
        onDismiss={close}
        anchor={<Button onPress={() => setVisible(true)}>Open menu</Button>}
      >
        <Menu.Item leadingIcon="pencil" title="Edit" onPress={close} />
        <Divider />
        <Menu.Item
          leadingIcon="delete"
          title="Delete"
          onPress={close}
          titleStyle={{ color: DANGER }}
          theme={{ colors: { onSurfaceVariant: DANGER } }}
        />
      </Menu>
    </View>
  );
};

export default MyComponent;
