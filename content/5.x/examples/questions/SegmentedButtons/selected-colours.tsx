import * as React from 'react';
import { View } from 'react-native';
import { SegmentedButtons } from 'react-native-paper';

const options = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
];

const MyComponent = () => {
  const [value, setValue] = React.useState('day');

  return (
    <View style={{ padding: 16 }}>
      <SegmentedButtons
        value={value}
        onValueChange={setValue}
        buttons={options.map((option) => ({
          ...option,
          checkedColor: '#ffffff',
          uncheckedColor: '#00639b',
          style:
            option.value === value ? { backgroundColor: '#00639b' } : undefined,
        }))}
      />
    </View>
  );
};

export default MyComponent;
