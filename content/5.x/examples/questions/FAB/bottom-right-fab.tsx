import * as React from 'react';
import { StyleSheet, View } from 'react-native';
import { FAB, Text } from 'react-native-paper';

const MyComponent = () => (
  <View style={styles.screen}>
    <Text variant="bodyLarge">Your notes appear here.</Text>
    <FAB
      icon="plus"
      accessibilityLabel="Add note"
      style={styles.fab}
      onPress={() => console.log('Add note')}
    />
  </View>
);

const styles = StyleSheet.create({
  screen: {
    flex: 1,
    padding: 16,
  },
  fab: {
    position: 'absolute',
    right: 0,
    bottom: 0,
    margin: 16,
  },
});

export default MyComponent;
