import * as React from 'react';
import { StyleSheet, View } from 'react-native';
import {
  Appbar,
  Avatar,
  Button,
  Card,
  Chip,
  FAB,
  Snackbar,
  Switch,
  Text,
  TextInput,
  useTheme,
} from 'react-native-paper';

const INTERESTS = ['Food', 'Museums', 'Hiking'];

export default function HomeScreen() {
  const { colors } = useTheme();
  const [destination, setDestination] = React.useState('Porto');
  const [interests, setInterests] = React.useState(['Food']);
  const [alerts, setAlerts] = React.useState(true);
  const [saved, setSaved] = React.useState(false);

  const toggle = (interest: string) =>
    setInterests((current) =>
      current.includes(interest) ? current.filter((item) => item !== interest) : [...current, interest],
    );

  return (
    <View style={[styles.screen, { backgroundColor: colors.background }]}>
      <Appbar.Header>
        <Appbar.Content title="Trips" />
        <Appbar.Action icon="magnify" accessibilityLabel="Search trips" onPress={() => {}} />
        <Appbar.Action icon="dots-vertical" accessibilityLabel="More options" onPress={() => {}} />
      </Appbar.Header>

      <View style={styles.body}>
        <Card>
          <Card.Title
            title="Lisbon weekend"
            subtitle="14–17 May · 3 nights"
            left={(props) => <Avatar.Icon {...props} icon="airplane" />}
          />
          <Card.Content>
            <Text variant="bodyMedium">Tram 28 at sunrise, then a day in Sintra.</Text>
          </Card.Content>
          <Card.Actions>
            <Button mode="text">Details</Button>
            <Button mode="contained-tonal">Itinerary</Button>
          </Card.Actions>
        </Card>

        <Text variant="titleMedium">Plan the next one</Text>
        <TextInput
          variant="outlined"
          label="Destination"
          supportingText="We will suggest dates that suit you."
          value={destination}
          onChangeText={setDestination}
          testID="home-screen-input"
        />

        <View style={styles.row}>
          {INTERESTS.map((interest) => (
            <Chip
              key={interest}
              // A filter chip: outlined until chosen, then filled.
              mode={interests.includes(interest) ? 'flat' : 'outlined'}
              selected={interests.includes(interest)}
              onPress={() => toggle(interest)}
            >
              {interest}
            </Chip>
          ))}
        </View>

        <View style={styles.switchRow}>
          <Text variant="bodyLarge">Price alerts</Text>
          <Switch value={alerts} onValueChange={setAlerts} accessibilityLabel="Price alerts" />
        </View>

        <View style={styles.row}>
          <Button mode="outlined">Map</Button>
          <Button mode="elevated">Invite</Button>
          <Button mode="contained" onPress={() => setSaved(true)} testID="home-screen-save">
            Save trip
          </Button>
        </View>
      </View>

      <FAB icon="plus" variant="primary" accessibilityLabel="New trip" style={styles.fab} onPress={() => {}} />
      <Snackbar
        visible={saved}
        onDismiss={() => setSaved(false)}
        action={{ label: 'Undo', onPress: () => {} }}
        wrapperStyle={styles.snackbar}
        testID="home-screen-snackbar"
      >
        Trip saved
      </Snackbar>
    </View>
  );
}

const styles = StyleSheet.create({
  screen: { flex: 1 },
  body: { padding: 16, gap: 12 },
  row: { flexDirection: 'row', flexWrap: 'wrap', gap: 8 },
  switchRow: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  fab: { position: 'absolute', right: 16, bottom: 16 },
  // Above the FAB, as Material places a snackbar on a screen that has one.
  snackbar: { bottom: 72 },
});
