import * as React from 'react';
import { View } from 'react-native';
import { Appbar, Text, useTheme } from 'react-native-paper';

const MyComponent = () => {
  const { colors } = useTheme();

  return (
    <Appbar.Header mode="small">
      <Appbar.BackAction onPress={() => {}} />
      <Appbar.Content
        title={
          <View>
            <Text variant="titleLarge" numberOfLines={1}>
              Inbox
            </Text>
            <Text variant="bodyMedium" numberOfLines={1} style={{ color: colors.onSurfaceVariant }}>
              3 unread messages
            </Text>
          </View>
        }
      />
      <Appbar.Action icon="magnify" accessibilityLabel="Search" onPress={() => {}} />
    </Appbar.Header>
  );
};

export default MyComponent;
