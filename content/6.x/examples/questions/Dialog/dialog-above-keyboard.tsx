import * as React from 'react';
import { Keyboard, Platform } from 'react-native';
import { Button, Dialog, Portal, TextInput } from 'react-native-paper';

const MyComponent = () => {
  const [visible, setVisible] = React.useState(true);
  const [keyboardHeight, setKeyboardHeight] = React.useState(0);

  React.useEffect(() => {
    const show = Keyboard.addListener('keyboardDidShow', (e) =>
      setKeyboardHeight(e.endCoordinates.height)
    );
    const hide = Keyboard.addListener('keyboardDidHide', () => setKeyboardHeight(0));
    return () => {
      show.remove();
      hide.remove();
    };
  }, []);

  return (
    <Portal>
      <Dialog
        visible={visible}
        onDismiss={() => setVisible(false)}
        style={{ marginBottom: Platform.OS === 'ios' ? keyboardHeight : 0 }}
      >
        <Dialog.Title>Rename list</Dialog.Title>
        <Dialog.Content>
          <TextInput label="Name" />
        </Dialog.Content>
        <Dialog.Actions>
          <Button onPress={() => setVisible(false)}>Save</Button>
        </Dialog.Actions>
      </Dialog>
    </Portal>
  );
};

export default MyComponent;
