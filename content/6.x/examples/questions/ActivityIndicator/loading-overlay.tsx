import * as React from 'react';
import { StyleSheet, View } from 'react-native';
import { ActivityIndicator, Button, Text } from 'react-native-paper';

const MyComponent = () => {
  const [saving, setSaving] = React.useState(false);

  React.useEffect(() => {
    if (!saving) return;
    const timer = setTimeout(() => setSaving(false), 2000);
    return () => clearTimeout(timer);
  }, [saving]);

  return (
    <View style={styles.screen}>
      <Text>You have unsaved changes.</Text>
      <Button mode="contained" onPress={() => setSaving(true)} style={styles.button}>
        Save
      </Button>
      {saving ? (
        <View style={styles.overlay}>
          <ActivityIndicator size="large" accessibilityLabel="Saving" />
        </View>
      ) : null}
    </View>
  );
};

const styles = StyleSheet.create({
  screen: { minHeight: 200, padding: 16 },
  button: { alignSelf: 'flex-start', marginTop: 16 },
  overlay: {
    ...StyleSheet.absoluteFillObject,
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: 'rgba(0, 0, 0, 0.3)',
  },
});

export default MyComponent;
