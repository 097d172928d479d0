import * as React from 'react';
import { Image, StyleSheet, View } from 'react-native';
import { Surface, Text } from 'react-native-paper';

const MyComponent = () => (
  <Surface elevation={3} style={styles.surface}>
    <View style={styles.clip}>
      <Image source={{ uri: 'https://picsum.photos/600/300' }} style={styles.image} />
      <Text style={styles.caption}>Rounded corners with the shadow intact</Text>
    </View>
  </Surface>
);

const styles = StyleSheet.create({
  surface: { margin: 16, borderRadius: 16 },
  clip: { borderRadius: 16, overflow: 'hidden' },
  image: { height: 120 },
  caption: { padding: 12 },
});

export default MyComponent;
