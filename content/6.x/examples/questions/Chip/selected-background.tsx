import * as React from 'react';
import { View } from 'react-native';
import { Chip, useTheme } from 'react-native-paper';

const TAGS = ['Vegan', 'Gluten free', 'Spicy', 'Under 30 min'];

const MyComponent = () => {
  const { colors } = useTheme();
  const [selected, setSelected] = React.useState<string[]>(['Vegan']);

  const toggle = (tag: string) =>
    setSelected((current) =>
      current.includes(tag) ? current.filter((item) => item !== tag) : [...current, tag],
    );

  return (
    <View style={{ flexDirection: 'row', flexWrap: 'wrap', gap: 8, padding: 16 }}>
      {TAGS.map((tag) => {
        const isSelected = selected.includes(tag);
        return (
          <Chip
            key={tag}
            mode="outlined"
            selected={isSelected}
            onPress={() => toggle(tag)}
            style={{ backgroundColor: isSelected ? colors.secondaryContainer : colors.surface }}
          >
            {tag}
          </Chip>
        );
      })}
    </View>
  );
};

export default MyComponent;
