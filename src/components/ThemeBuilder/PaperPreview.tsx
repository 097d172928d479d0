import React, { useMemo, useState } from 'react';
import { StyleSheet, View } from 'react-native';
import {
  Button,
  Card,
  Chip,
  FAB,
  MD3DarkTheme,
  MD3LightTheme,
  PaperProvider,
  Switch,
  Text,
  TextInput,
} from 'react-native-paper';
import type { MD3Theme } from 'react-native-paper';
import type { GeneratedSchemes } from '../../shared/theme-colors';

/** A plus sign for the FAB, drawn inline so the preview needs no icon font. */
const PlusIcon = ({ size, color }: { size: number; color: string }) => (
  <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
    <path d="M11 4h2v7h7v2h-7v7h-2v-7H4v-2h7z" fill={color} />
  </svg>
);

function Sample({ name, theme }: { name: 'light' | 'dark'; theme: MD3Theme }) {
  const [notifications, setNotifications] = useState(true);
  const [chipSelected, setChipSelected] = useState(false);
  const [email, setEmail] = useState('');
  const [person, setPerson] = useState('Ada');
  const { colors } = theme;

  return (
    <div className="theme-builder__preview" data-scheme={name}>
      <PaperProvider theme={theme}>
        <View style={[styles.screen, { backgroundColor: colors.background }]}>
          <Text variant="titleMedium">{name === 'light' ? 'Light theme' : 'Dark theme'}</Text>
          <View style={styles.row}>
            <Button mode="contained" testID={`theme-builder-${name}-contained`} onPress={() => {}}>
              Contained
            </Button>
            <Button mode="contained-tonal" onPress={() => {}}>
              Tonal
            </Button>
            <Button mode="elevated" onPress={() => {}}>
              Elevated
            </Button>
            <Button mode="outlined" onPress={() => {}}>
              Outlined
            </Button>
            <Button mode="text" onPress={() => {}}>
              Text
            </Button>
          </View>
          <View style={styles.row}>
            <Chip selected={chipSelected} showSelectedCheck={false} onPress={() => setChipSelected((s) => !s)}>
              {chipSelected ? 'Selected chip' : 'Flat chip'}
            </Chip>
            <Chip mode="outlined" onPress={() => {}}>
              Outlined chip
            </Chip>
          </View>
          <View style={[styles.row, styles.center]}>
            <Switch
              value={notifications}
              onValueChange={setNotifications}
              accessibilityLabel={`Notifications (${name} preview)`}
            />
            <Text variant="bodyMedium">Notifications {notifications ? 'on' : 'off'}</Text>
          </View>
          <Card mode="elevated">
            <Card.Title title="Weekend trip" subtitle="3 places saved" />
            <Card.Content>
              <Text variant="bodyMedium">Cards sit on the level 1 elevation colour, tinted with primary.</Text>
            </Card.Content>
            <Card.Actions>
              <Button onPress={() => {}}>Later</Button>
              <Button onPress={() => {}}>Open</Button>
            </Card.Actions>
          </Card>
          <TextInput mode="outlined" label="Email" accessibilityLabel="Email" value={email} onChangeText={setEmail} />
          <TextInput mode="flat" label="Name" accessibilityLabel="Name" value={person} onChangeText={setPerson} />
          <View style={styles.fabRow}>
            <FAB icon={PlusIcon} label="New trip" onPress={() => {}} />
          </View>
        </View>
      </PaperProvider>
    </div>
  );
}

/** Real react-native-paper components (through react-native-web) with the generated themes. */
export default function PaperPreview({ schemes }: { schemes: GeneratedSchemes }) {
  const light = useMemo<MD3Theme>(() => ({ ...MD3LightTheme, colors: schemes.light }), [schemes]);
  const dark = useMemo<MD3Theme>(() => ({ ...MD3DarkTheme, colors: schemes.dark }), [schemes]);
  return (
    <div className="theme-builder__previews">
      <Sample name="light" theme={light} />
      <Sample name="dark" theme={dark} />
    </div>
  );
}

const styles = StyleSheet.create({
  screen: { padding: 16, gap: 16 },
  row: { flexDirection: 'row', flexWrap: 'wrap', gap: 8 },
  center: { alignItems: 'center' },
  fabRow: { flexDirection: 'row', justifyContent: 'flex-end' },
});
