import * as React from 'react';
import { ScrollView, StyleSheet, View } from 'react-native';
import type { NativeScrollEvent, NativeSyntheticEvent } from 'react-native';
import { FAB, List } from 'react-native-paper';

const MyComponent = () => {
  const [expanded, setExpanded] = React.useState(true);

  const onScroll = (event: NativeSyntheticEvent<NativeScrollEvent>) => {
    setExpanded(event.nativeEvent.contentOffset.y <= 0);
  };

  return (
    <View style={styles.screen}>
      <ScrollView onScroll={onScroll} scrollEventThrottle={16}>
        {Array.from({ length: 30 }, (_, i) => (
          <List.Item key={i} title={`Message ${i + 1}`} />
        ))}
      </ScrollView>
      <FAB.Extended
        icon="pencil"
        label="Compose"
        expanded={expanded}
        onPress={() => console.log('Compose')}
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
