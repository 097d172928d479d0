import * as React from 'react';
import { View } from 'react-native';
import { Button, Menu } from 'react-native-paper';

const MyComponent = () => {
  const [visible, setVisible] = React.useState(false);
  const [sort, setSort] = React.useState('Newest');

  return (
    <View style={{ flexDirection: 'row', padding: 16 }}>
      <Menu
        visible={visible}
        onDismiss={() => setVisible(false)}
        anchorPosition="bottom"
        anchor={<Button mode="outlined" onPress={() => setVisible(true)}>{`Sort: ${sort}`}</Button>}
      >
        {['Newest', 'Oldest', 'Name'].map((option) => (
          <Menu.Item
            key={option}
            title={option}
            onPress={() => {
              setSort(option);
              setVisible(false);
            }}
          />
        ))}
      </Menu>
    </View>
  );
};

export default MyComponent;
