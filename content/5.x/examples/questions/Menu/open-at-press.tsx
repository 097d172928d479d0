import * as React from 'react';
import { GestureResponderEvent } from 'react-native';
import { List, Menu } from 'react-native-paper';

const MyComponent = () => {
  const [at, setAt] = React.useState<{ x: number; y: number } | null>(null);
  const openAtPress = (event: GestureResponderEvent) =>
    setAt({ x: event.nativeEvent.pageX, y: event.nativeEvent.pageY });
  const close = () => setAt(null);

  return (
    <>
      <List.Item
        title="Holiday photos"
        description="Long-press for actions"
        left={(props) => <List.Icon {...props} icon="folder" />}
        onLongPress={openAtPress}
      />
      <Menu visible={at !== null} onDismiss={close} anchor={at ?? { x: 0, y: 0 }}>
        <Menu.Item title="Rename" onPress={close} />
        <Menu.Item title="Share" onPress={close} />
        <Menu.Item title="Delete" onPress={close} />
      </Menu>
    </>
  );
};

export default MyComponent;
