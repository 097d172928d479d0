import * as React from 'react';
import { StyleSheet, View } from 'react-native';
import { IconButton, List, Menu, Text } from 'react-native-paper';

const files = [
  { id: 'budget', name: 'Budget.xlsx' },
  { id: 'notes', name: 'Notes.txt' },
  { id: 'photo', name: 'Holiday.jpg' },
];

const MyComponent = () => {
  const [openId, setOpenId] = React.useState<string | null>(null);
  const [lastAction, setLastAction] = React.useState('Nothing chosen yet');

  const choose = (action: string, name: string) => {
    setLastAction(`${action} ${name}`);
    setOpenId(null);
  };

  return (
    <View>
      {files.map((file) => (
        <List.Item
          key={file.id}
          title={file.name}
          left={(props) => <List.Icon {...props} icon="file-outline" />}
          right={() => (
            <Menu
              visible={openId === file.id}
              onDismiss={() => setOpenId(null)}
              anchorPosition="bottom"
              anchor={
                <IconButton
                  icon="dots-vertical"
                  accessibilityLabel={`More options for ${file.name}`}
                  onPress={() => setOpenId(file.id)}
                />
              }
            >
              <Menu.Item title="Rename" onPress={() => choose('Rename', file.name)} />
              <Menu.Item title="Delete" onPress={() => choose('Delete', file.name)} />
            </Menu>
          )}
        />
      ))}
      <Text variant="bodyMedium" style={styles.status}>
        {lastAction}
      </Text>
    </View>
  );
};

const styles = StyleSheet.create({
  status: { padding: 16 },
});

export default MyComponent;
