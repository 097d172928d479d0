import * as React from 'react';
import { ScrollView, StyleSheet, View } from 'react-native';
import type { NativeScrollEvent, NativeSyntheticEvent } from 'react-native';
import { AnimatedFAB, List } from 'react-native-paper';

const MyComponent = () => {
  const [extended, setExtended] = React.useState(true);

  const onScroll = (event: NativeSyntheticEvent<NativeScrollEvent>) => {
    setExtended(event.nativeEvent.contentOffset.y <= 0);
  };

  return (
    <View style={styles.screen}>
      <ScrollView onScroll={onScroll} scrollEventThrottle={16}>
        {Array.from({ length: 30 }, (_, i) => (
          <List.Item key={i} title={`Message ${i + 1}`} />
        ))}
      </ScrollView>
      <AnimatedFAB
        icon="pencil"
        label="Compose"
        extended={extended}
        animateFrom="right"
        onPress={() => console.log('Compose')}
        style={styles.fab}
      />
    </View>
  );
};

const styles = StyleSheet.create({
  screen: { flex: 1 },
  fab: { right: 16, bottom: 16 },
});

export default MyComponent;
