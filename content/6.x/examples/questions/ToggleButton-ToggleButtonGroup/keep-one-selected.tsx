import * as React from 'react';
import { View } from 'react-native';
import { ToggleButton } from 'react-native-paper';

const MyComponent = () => {
  const [value, setValue] = React.useState('left');

  return (
    <View style={{ flexDirection: 'row' }}>
      <ToggleButton.Group
        value={value}
        onValueChange={(next: string | null) => {
          // Pressing the selected button again sends null: ignore it.
          if (next !== null) {
            setValue(next);
          }
        }}
      >
        <ToggleButton icon="format-align-left" value="left" />
        <ToggleButton icon="format-align-center" value="center" />
        <ToggleButton icon="format-align-right" value="right" />
      </ToggleButton.Group>
    </View>
  );
};

export default MyComponent;
