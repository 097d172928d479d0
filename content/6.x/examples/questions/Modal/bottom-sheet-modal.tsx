import * as React from 'react';
import { StyleSheet } from 'react-native';
import { Button, Modal, Portal, Text, useTheme } from 'react-native-paper';

const MyComponent = () => {
  const [visible, setVisible] = React.useState(false);
  const theme = useTheme();

  return (
    <>
      <Button onPress={() => setVisible(true)}>Sort options</Button>
      <Portal>
        <Modal
          visible={visible}
          onDismiss={() => setVisible(false)}
          style={styles.wrapper}
          contentContainerStyle={[styles.sheet, { backgroundColor: theme.colors.surfaceContainerLow }]}
        >
          <Text variant="titleMedium">Sort by date</Text>
          <Text variant="titleMedium">Sort by name</Text>
        </Modal>
      </Portal>
    </>
  );
};

const styles = StyleSheet.create({
  wrapper: { justifyContent: 'flex-end', marginBottom: 0 },
  sheet: { padding: 24, paddingBottom: 40, borderTopLeftRadius: 28, borderTopRightRadius: 28 },
});

export default MyComponent;
