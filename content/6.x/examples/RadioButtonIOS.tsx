import * as React from 'react';
import { View } from 'react-native';
import { RadioButton, Text } from 'react-native-paper';

const sizes = ['Small', 'Medium', 'Large'];

const MyComponent = () => {
  const [size, setSize] = React.useState('Medium');

  return (
    <RadioButton.Group onValueChange={setSize} value={size}>
      {sizes.map((name) => (
        <View key={name} style={{ flexDirection: 'row', alignItems: 'center' }}>
          <RadioButton.IOS value={name} />
          <Text>{name}</Text>
        </View>
      ))}
    </RadioButton.Group>
  );
};

export default MyComponent;
