import * as React from 'react';
import { Appbar, Menu } from 'react-native-paper';

const MyComponent = () => {
  const [visible, setVisible] = React.useState(false);
  const closeMenu = () => setVisible(false);

  return (
    <Appbar.Header>
      <Appbar.Content title="Notes" />
      <Appbar.Action icon="magnify" accessibilityLabel="Search" onPress={() => {}} />
      <Menu
        visible={visible}
        onDismiss={closeMenu}
        anchorPosition="bottom"
        anchor={
          <Appbar.Action
            icon="dots-vertical"
            accessibilityLabel="More options"
            onPress={() => setVisible(true)}
          />
        }
      >
        <Menu.Item leadingIcon="cog-outline" title="Settings" onPress={closeMenu} />
        <Menu.Item leadingIcon="logout" title="Sign out" onPress={closeMenu} />
      </Menu>
    </Appbar.Header>
  );
};

export default MyComponent;
