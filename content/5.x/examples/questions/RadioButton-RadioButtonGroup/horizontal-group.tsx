import * as React from 'react';
import { View } from 'react-native';
import { RadioButton, Text } from 'react-native-paper';

const sizes = ['S', 'M', 'L'];

const MyComponent = () => {
  const [size, setSize] = React.useState('M');

  return (
    <RadioButton.Group value={size} onValueChange={setSize}>
      <View style={{ flexDirection: 'row', alignItems: 'center' }}>
        {sizes.map((name) => (
          <View
            key={name}
            style={{ flexDirection: 'row', alignItems: 'center', marginRight: 16 }}
          >
            <RadioButton.Android value={name} />
            <Text>{name}</Text>
          </View>
        ))}
      </View>
    </RadioButton.Group>
  );
};

export default MyComponent;
