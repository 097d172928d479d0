import * as React from 'react';
import { ScrollView } from 'react-native';
import { Button, Dialog, Portal, Text } from 'react-native-paper';

const MyComponent = () => {
  const [visible, setVisible] = React.useState(true);
  const hideDialog = () => setVisible(false);

  return (
    <Portal>
      <Dialog visible={visible} onDismiss={hideDialog} style={{ maxHeight: '80%' }}>
        <Dialog.Title>Terms of use</Dialog.Title>
        <Dialog.ScrollArea>
          <ScrollView contentContainerStyle={{ paddingVertical: 16 }}>
            {Array.from({ length: 30 }, (_, i) => (
              <Text key={i} variant="bodyMedium">
                Clause {i + 1}: the scroll area grows and shrinks with the dialog.
              </Text>
            ))}
          </ScrollView>
        </Dialog.ScrollArea>
        <Dialog.Actions>
          <Button onPress={hideDialog}>Accept</Button>
        </Dialog.Actions>
      </Dialog>
    </Portal>
  );
};

export default MyComponent;
