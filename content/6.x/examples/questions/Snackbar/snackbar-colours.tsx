import * as React from 'react';
import { StyleSheet, View } from 'react-native';
import { Button, Snackbar, Text } from 'react-native-paper';

const MyComponent = () => {
  const [visible, setVisible] = React.useState(true);

  return (
    <View style={styles.container}>
      <Button onPress={() => setVisible(true)}>Save</Button>
      <Snackbar
        visible={visible}
        onDismiss={() => setVisible(false)}
        style={styles.snackbar}
        action={{ label: 'Undo', textColor: '#FFD54F', onPress: () => {} }}
      >
        <Text style={styles.message}>Changes saved</Text>
      </Snackbar>
    </View>
  );
};

const styles = StyleSheet.create({
  container: { flex: 1, justifyContent: 'center' },
  snackbar: { backgroundColor: '#1B5E20' },
  message: { color: '#FFFFFF' },
});

export default MyComponent;
