import * as React from 'react';
import { View } from 'react-native';
import { SegmentedButtons } from 'react-native-paper';

const MyComponent = () => {
  const [value, setValue] = React.useState<string[]>(['wifi']);

  return (
    <View style={{ padding: 16 }}>
      <SegmentedButtons
        multiSelect
        value={value}
        onValueChange={setValue}
        buttons={[
          { value: 'wifi', label: 'Wi-Fi', icon: 'wifi' },
          { value: 'bluetooth', label: 'Bluetooth', icon: 'bluetooth' },
          { value: 'gps', label: 'GPS', icon: 'crosshairs-gps' },
        ]}
      />
    </View>
  );
};

export default MyComponent;
