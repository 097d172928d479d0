import * as React from 'react';
import { View } from 'react-native';
import { SegmentedButtons } from 'react-native-paper';

const MyComponent = () => {
  const [value, setValue] = React.useState('');

  return (
    <View style={{ padding: 16 }}>
      <SegmentedButtons
        value={value}
        onValueChange={(next: string) =>
          // Pressing the selected segment again clears the selection.
          setValue((current) => (current === next ? '' : next))
        }
        buttons={[
          { value: 'small', label: 'S' },
          { value: 'medium', label: 'M' },
          { value: 'large', label: 'L' },
        ]}
      />
    </View>
  );
};

export default MyComponent;
