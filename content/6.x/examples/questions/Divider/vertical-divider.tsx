import * as React from 'react';
import { StyleSheet, View } from 'react-native';
import { Divider, Text } from 'react-native-paper';

const MyComponent = () => (
  <View style={styles.row}>
    <Text>Inbox</Text>
    <Divider style={styles.vertical} />
    <Text>Archive</Text>
  </View>
);

const styles = StyleSheet.create({
  row: { flexDirection: 'row', alignItems: 'center', height: 48, paddingHorizontal: 16 },
  vertical: { width: StyleSheet.hairlineWidth, height: '60%', marginHorizontal: 16 },
});

export default MyComponent;
