import * as React from 'react';
import { Image } from 'react-native';
import { Avatar } from 'react-native-paper';

const RADIUS = 12;
const photo = { uri: 'https://example.com/avatars/jane-doe.png' };

const MyComponent = () => (
  <Avatar.Image
    size={64}
    style={{ borderRadius: RADIUS }}
    source={({ size }) => (
      <Image
        source={photo}
        style={{ width: size, height: size, borderRadius: RADIUS }}
        accessibilityIgnoresInvertColors
      />
    )}
  />
);

export default MyComponent;
