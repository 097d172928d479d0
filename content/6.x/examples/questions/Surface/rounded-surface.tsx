import * as React from 'react';
import { Image, StyleSheet, View } from 'react-native';
import { Surface, Text, useTheme } from 'react-native-paper';

const MyComponent = () => {
  const { shapes } = useTheme();
  const radius = { borderRadius: shapes.corner.medium };

  return (
    <Surface elevation={3} style={[styles.surface, radius]}>
      <View style={[styles.clip, radius]}>
        <Image source={{ uri: 'https://picsum.photos/600/300' }} style={styles.image} />
        <Text style={styles.caption}>Rounded corners with the shadow intact</Text>
      </View>
    </Surface>
  );
};

const styles = StyleSheet.create({
  surface: { margin: 16 },
  clip: { overflow: 'hidden' },
  image: { height: 120 },
  caption: { padding: 12 },
});

export default MyComponent;
