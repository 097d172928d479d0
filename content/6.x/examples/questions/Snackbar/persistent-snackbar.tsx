import * as React from 'react';
import { StyleSheet, View } from 'react-native';
import { Button, Snackbar } from 'react-native-paper';

const MyComponent = () => {
  const [visible, setVisible] = React.useState(true);

  return (
    <View style={styles.container}>
      <Button onPress={() => setVisible(true)}>Show message</Button>
      <Snackbar
        visible={visible}
        onDismiss={() => setVisible(false)}
        duration={Infinity}
        onIconPress={() => setVisible(false)}
        iconAccessibilityLabel="Close message"
      >
        You are offline. Changes will sync later.
      </Snackbar>
    </View>
  );
};

const styles = StyleSheet.create({
  container: { flex: 1, justifyContent: 'center' },
});

export default MyComponent;
