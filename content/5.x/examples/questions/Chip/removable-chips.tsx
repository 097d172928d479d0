import * as React from 'react';
import { View } from 'react-native';
import { Chip } from 'react-native-paper';

const MyComponent = () => {
  const [tags, setTags] = React.useState(['Design', 'Research', 'Android', 'Web']);

  return (
    <View style={{ flexDirection: 'row', flexWrap: 'wrap', gap: 8, padding: 16 }}>
      {tags.map((tag) => (
        <Chip
          key={tag}
          onClose={() => setTags((current) => current.filter((item) => item !== tag))}
          closeIconAccessibilityLabel={`Remove ${tag}`}
        >
          {tag}
        </Chip>
      ))}
    </View>
  );
};

export default MyComponent;
