import * as React from 'react';
import { ScrollView, StyleSheet, View } from 'react-native';
import type { NativeScrollEvent, NativeSyntheticEvent } from 'react-native';
import { FAB, List } from 'react-native-paper';

const MyComponent = () => {
  const [visible, setVisible] = React.useState(true);
  const lastOffset = React.useRef(0);

  const onScroll = (event: NativeSyntheticEvent<NativeScrollEvent>) => {
    const offset = event.nativeEvent.contentOffset.y;
    // Show the FAB at the top and while scrolling up, hide it while scrolling down.
    setVisible(offset <= 0 || offset < lastOffset.current);
    lastOffset.current = offset;
  };

  return (
    <View style={styles.screen}>
      <ScrollView onScroll={onScroll} scrollEventThrottle={16}>
        {Array.from({ length: 30 }, (_, i) => (
          <List.Item key={i} title={`Message ${i + 1}`} />
        ))}
      </ScrollView>
      <FAB
        icon="plus"
        accessibilityLabel="New message"
        visible={visible}
        onPress={() => console.log('New message')}
        style={styles.fab}
      />
    </View>
  );
};

const styles = StyleSheet.create({
  screen: { flex: 1 },
  fab: { position: 'absolute', right: 16, bottom: 16 },
});

export default MyComponent;
