import * as React from 'react';
import { TextInput } from 'react-native-paper';

const MyComponent = () => {
  const [price, setPrice] = React.useState('12');

  return (
    <TextInput
      variant="outlined"
      label="Price"
      value={price}
      onChangeText={setPrice}
      keyboardType="decimal-pad"
      prefix="€"
      suffix="per month"
    />
  );
};

export default MyComponent;
