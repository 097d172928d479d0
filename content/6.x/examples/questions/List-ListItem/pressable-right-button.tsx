import * as React from 'react';
import { IconButton, List } from 'react-native-paper';

const MyComponent = () => {
  const [starred, setStarred] = React.useState(false);

  return (
    <List.Item
      title="Quarterly report"
      description="Tap the row to open it, the star to keep it"
      onPress={() => console.log('Open the report')}
      left={(props) => <List.Icon {...props} icon="file-document-outline" />}
      right={(props) => (
        <IconButton
          icon={starred ? 'star' : 'star-outline'}
          iconColor={props.color}
          style={props.style}
          accessibilityLabel="Star the report"
          onPress={() => setStarred(!starred)}
        />
      )}
    />
  );
};

export default MyComponent;
