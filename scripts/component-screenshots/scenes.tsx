/**
 * The screenshot scenes every docs version shares: one small scene per component variant a
 * version's data/screenshot-variants.json lists ('' is a component's single shot), written against
 * the API the versions have in common. `react-native-paper` is the library of the version being
 * rendered (bundle.mjs resolves it as that version's examples do). A component whose API is a
 * version's own (6.x's FAB variants, 5.x's TextInput modes) has its scenes in that version's
 * content/<version>/screenshot-scenes.tsx, which replace the ones here.
 */
import * as React from 'react';
import { View } from 'react-native';
import {
  ActivityIndicator,
  Appbar,
  Avatar,
  Badge,
  Banner,
  BottomNavigation,
  Button,
  Card,
  Checkbox,
  Chip,
  DataTable,
  Dialog,
  Divider,
  Drawer,
  Icon,
  IconButton,
  List,
  Menu,
  Modal,
  Portal,
  ProgressBar,
  RadioButton,
  Searchbar,
  SegmentedButtons,
  Snackbar,
  Surface,
  Text,
  ToggleButton,
  Tooltip,
  TouchableRipple,
  useTheme,
} from 'react-native-paper';
import avatar from './assets/avatar.png';
import cover from './assets/cover.png';
import { Column, layout, noop, overlay, Row, single, type Scene, type Scenes } from './scene';

type HeaderMode = 'small' | 'medium' | 'large' | 'center-aligned';

function Header({ mode }: { mode: HeaderMode }) {
  return (
    <Appbar.Header mode={mode} statusBarHeight={0}>
      <Appbar.BackAction onPress={noop} />
      <Appbar.Content title="Recipes" />
      <Appbar.Action icon="heart-outline" onPress={noop} />
      <Appbar.Action icon="dots-vertical" onPress={noop} />
    </Appbar.Header>
  );
}

function SampleCard({ mode }: { mode: 'elevated' | 'outlined' | 'contained' }) {
  return (
    <Card mode={mode}>
      <Card.Title
        title="Harbour walk"
        subtitle="Saturday, 10:00"
        left={(props) => <Avatar.Icon {...props} icon="walk" />}
      />
      <Card.Content>
        <Text variant="bodyMedium">Meet at the ferry terminal; the route is flat and about five kilometres.</Text>
      </Card.Content>
      <Card.Actions>
        <Button onPress={noop}>Skip</Button>
        <Button onPress={noop}>Join</Button>
      </Card.Actions>
    </Card>
  );
}

function CoverCard() {
  return (
    <Card>
      <Card.Cover source={{ uri: cover }} />
      <Card.Title title="Mountain lake" subtitle="Taken at dawn" />
    </Card>
  );
}

function SampleTable() {
  return (
    <DataTable>
      <DataTable.Header>
        <DataTable.Title>Fruit</DataTable.Title>
        <DataTable.Title numeric>Price</DataTable.Title>
        <DataTable.Title numeric>Stock</DataTable.Title>
      </DataTable.Header>
      {(
        [
          ['Apples', '1.20', 48],
          ['Pears', '1.45', 12],
          ['Plums', '2.10', 30],
        ] as const
      ).map(([name, price, stock]) => (
        <DataTable.Row key={name}>
          <DataTable.Cell>{name}</DataTable.Cell>
          <DataTable.Cell numeric>{price}</DataTable.Cell>
          <DataTable.Cell numeric>{stock}</DataTable.Cell>
        </DataTable.Row>
      ))}
      <DataTable.Pagination
        page={0}
        numberOfPages={4}
        onPageChange={noop}
        label="1-3 of 12"
        numberOfItemsPerPage={3}
        numberOfItemsPerPageList={[3, 6]}
        onItemsPerPageChange={noop}
        showFastPaginationControls
        selectPageDropdownLabel="Rows per page"
      />
    </DataTable>
  );
}

function SampleDialog() {
  return (
    <Portal>
      <Dialog visible onDismiss={noop}>
        <Dialog.Icon icon="delete-outline" />
        <Dialog.Title style={{ textAlign: 'center' }}>Empty the bin?</Dialog.Title>
        <Dialog.Content>
          <Text variant="bodyMedium">The 14 files in the bin will be removed for good.</Text>
        </Dialog.Content>
        <Dialog.Actions>
          <Button onPress={noop}>Cancel</Button>
          <Button onPress={noop}>Empty</Button>
        </Dialog.Actions>
      </Dialog>
    </Portal>
  );
}

function ScrollDialog() {
  return (
    <Portal>
      <Dialog visible onDismiss={noop}>
        <Dialog.Title>Privacy notice</Dialog.Title>
        <Dialog.ScrollArea>
          <View style={{ paddingVertical: 12 }}>
            <Text variant="bodyMedium">
              We keep your playlists and settings on our servers so they follow you between devices. You can export or
              delete them whenever you like from your profile.
            </Text>
          </View>
        </Dialog.ScrollArea>
        <Dialog.Actions>
          <Button onPress={noop}>Later</Button>
          <Button onPress={noop}>Agree</Button>
        </Dialog.Actions>
      </Dialog>
    </Portal>
  );
}

function SampleMenu({ icons }: { icons: boolean }) {
  return (
    <View style={{ alignItems: 'flex-start' }}>
      <Menu
        visible
        onDismiss={noop}
        anchor={
          <Button mode="outlined" onPress={noop}>
            Sort
          </Button>
        }
        anchorPosition="bottom"
      >
        <Menu.Item leadingIcon={icons ? 'sort-alphabetical-ascending' : undefined} onPress={noop} title="By name" />
        <Menu.Item leadingIcon={icons ? 'calendar-outline' : undefined} onPress={noop} title="By date" />
        <Menu.Item leadingIcon={icons ? 'weight' : undefined} onPress={noop} title="By size" disabled />
        <Divider />
        <Menu.Item leadingIcon={icons ? 'restore' : undefined} onPress={noop} title="Reset" />
      </Menu>
    </View>
  );
}

function Tabs({ bar }: { bar: boolean }) {
  const routes = [
    { key: 'home', title: 'Home', focusedIcon: 'home', unfocusedIcon: 'home-outline' },
    { key: 'chat', title: 'Chats', focusedIcon: 'message', unfocusedIcon: 'message-outline', badge: 2 },
    { key: 'you', title: 'You', focusedIcon: 'account', unfocusedIcon: 'account-outline' },
  ];
  const state = { index: 0, routes };
  if (bar) return <BottomNavigation.Bar navigationState={state} onTabPress={noop} safeAreaInsets={{ bottom: 0 }} />;
  return (
    <View style={{ height: 220 }}>
      <BottomNavigation
        navigationState={state}
        onIndexChange={noop}
        renderScene={({ route }) => (
          <View style={layout.center}>
            <Text variant="titleMedium">{route.title}</Text>
          </View>
        )}
        safeAreaInsets={{ bottom: 0 }}
      />
    </View>
  );
}

function Accordion({ variant }: { variant: string }) {
  const icons = variant === 'items with icon';
  return (
    <List.Section>
      <List.Accordion
        title="Payment"
        description={variant === 'with description' ? 'Card ending 4242' : undefined}
        left={
          variant === 'with left icon' || variant === 'with description'
            ? (props) => <List.Icon {...props} icon="credit-card-outline" />
            : undefined
        }
        expanded
      >
        <List.Item title="Card" left={icons ? (props) => <List.Icon {...props} icon="credit-card" /> : undefined} />
        <List.Item title="Bank transfer" left={icons ? (props) => <List.Icon {...props} icon="bank" /> : undefined} />
      </List.Accordion>
    </List.Section>
  );
}

function ListItem({ variant }: { variant: string }) {
  return (
    <List.Item
      title="Grace Hopper"
      description={variant === 'with description' ? 'Sent you three photos' : undefined}
      left={
        variant !== 'with right element' ? (props) => <List.Icon {...props} icon="account-circle-outline" /> : undefined
      }
      right={
        variant === 'with right element'
          ? (props) => (
              <Text {...props} variant="labelMedium">
                Yesterday
              </Text>
            )
          : undefined
      }
    />
  );
}

function Radio({ platform, disabled }: { platform: 'android' | 'ios'; disabled?: boolean }) {
  const Radio = platform === 'ios' ? RadioButton.IOS : RadioButton.Android;
  return (
    <Row>
      <Radio value="on" status="checked" disabled={disabled} onPress={noop} />
      <Radio value="off" status="unchecked" disabled={disabled} onPress={noop} />
    </Row>
  );
}

function RadioGroup() {
  return (
    <RadioButton.Group onValueChange={noop} value="small">
      <RadioButton.Item label="Small" value="small" />
      <RadioButton.Item label="Large" value="large" />
    </RadioButton.Group>
  );
}

function Segmented({ multi }: { multi: boolean }) {
  const buttons = [
    { value: 'day', label: 'Day' },
    { value: 'week', label: 'Week' },
    { value: 'month', label: 'Month' },
  ];
  return multi ? (
    <SegmentedButtons multiSelect value={['day', 'week']} onValueChange={noop} buttons={buttons} />
  ) : (
    <SegmentedButtons value="week" onValueChange={noop} buttons={buttons} />
  );
}

function DrawerSample({ collapsed }: { collapsed?: boolean }) {
  if (collapsed) {
    return (
      <View style={{ width: 88 }}>
        <Drawer.CollapsedItem focusedIcon="home" unfocusedIcon="home-outline" label="Home" active />
        <Drawer.CollapsedItem focusedIcon="bookmark" unfocusedIcon="bookmark-outline" label="Saved" />
      </View>
    );
  }
  return (
    <Drawer.Section title="Library">
      <Drawer.Item label="Books" icon="book-open-variant" active right={() => <Text variant="labelLarge">12</Text>} />
      <Drawer.Item label="Podcasts" icon="podcast" />
      <Drawer.Item label="Downloads" icon="download-outline" />
    </Drawer.Section>
  );
}

function SnackbarSample() {
  return (
    <Snackbar visible onDismiss={noop} action={{ label: 'Retry', onPress: noop }} duration={Number.POSITIVE_INFINITY}>
      Upload paused.
    </Snackbar>
  );
}

function ModalSample() {
  const theme = useTheme();
  return (
    <Portal>
      <Modal
        visible
        onDismiss={noop}
        contentContainerStyle={{ backgroundColor: theme.colors.surface, padding: 24, margin: 24, borderRadius: 16 }}
      >
        <Text variant="bodyLarge">Your changes are saved. Tap outside to go back.</Text>
      </Modal>
    </Portal>
  );
}

function PortalSample() {
  const theme = useTheme();
  return (
    <View style={{ flex: 1 }}>
      <Text variant="bodyMedium">Page content</Text>
      <Portal>
        <View
          style={{
            position: 'absolute',
            left: 24,
            right: 24,
            bottom: 24,
            padding: 16,
            borderRadius: 12,
            backgroundColor: theme.colors.inverseSurface,
          }}
        >
          <Text variant="bodyMedium" style={{ color: theme.colors.inverseOnSurface }}>
            Drawn above the page through a portal
          </Text>
        </View>
      </Portal>
    </View>
  );
}

function PortalHostSample() {
  const theme = useTheme();
  return (
    <Portal.Host>
      <View style={{ height: 140, borderRadius: 12, borderWidth: 1, borderColor: theme.colors.outlineVariant }}>
        <View style={{ padding: 12 }}>
          <Text variant="labelLarge">Host area</Text>
        </View>
        <Portal>
          <View
            style={{
              position: 'absolute',
              right: 12,
              bottom: 12,
              padding: 12,
              borderRadius: 8,
              backgroundColor: theme.colors.primaryContainer,
            }}
          >
            <Text variant="labelLarge" style={{ color: theme.colors.onPrimaryContainer }}>
              Rendered in this host
            </Text>
          </View>
        </Portal>
      </View>
    </Portal.Host>
  );
}

function TooltipSample() {
  return (
    <View style={{ alignItems: 'center' }}>
      <Tooltip title="Share this page" enterTouchDelay={0}>
        <IconButton icon="share-variant-outline" selected size={24} onPress={noop} />
      </Tooltip>
    </View>
  );
}

function Toggles() {
  return (
    <ToggleButton.Row onValueChange={noop} value="bold">
      <ToggleButton icon="format-bold" value="bold" />
      <ToggleButton icon="format-italic" value="italic" />
      <ToggleButton icon="format-underline" value="underline" />
    </ToggleButton.Row>
  );
}

function RippleSample() {
  const theme = useTheme();
  return (
    <TouchableRipple
      onPress={noop}
      rippleColor={theme.colors.primary}
      style={{ padding: 16, borderRadius: 12, backgroundColor: theme.colors.surfaceVariant }}
    >
      <Text variant="bodyLarge">Tap to open the details</Text>
    </TouchableRipple>
  );
}

const header = (mode: HeaderMode): Scene => ({ render: () => <Header mode={mode} />, width: 400 });
const table = single({ width: 420, render: () => <SampleTable /> });
const dialog = single(overlay(() => <SampleDialog />));

export const sharedScenes: Scenes = {
  ActivityIndicator: single({
    render: () => (
      <Row>
        <ActivityIndicator animating size="small" />
        <ActivityIndicator animating />
        <ActivityIndicator animating size="large" />
      </Row>
    ),
  }),
  Appbar: single({
    width: 400,
    render: () => (
      <Appbar>
        <Appbar.Action icon="menu" onPress={noop} />
        <Appbar.Content title="Notes" />
        <Appbar.Action icon="magnify" onPress={noop} />
      </Appbar>
    ),
  }),
  'Appbar.Action': single({
    render: () => (
      <Appbar>
        <Appbar.Action icon="pencil-outline" onPress={noop} isLeading />
        <Appbar.Action icon="share-variant-outline" onPress={noop} />
        <Appbar.Action icon="trash-can-outline" onPress={noop} />
      </Appbar>
    ),
  }),
  'Appbar.BackAction': single({
    render: () => (
      <Appbar>
        <Appbar.BackAction onPress={noop} />
        <Appbar.Content title="Settings" />
      </Appbar>
    ),
  }),
  'Appbar.Content': single({
    render: () => (
      <Appbar>
        <Appbar.Content title="Downloads" />
      </Appbar>
    ),
  }),
  'Appbar.Header': {
    small: header('small'),
    medium: header('medium'),
    large: header('large'),
    'center-aligned': header('center-aligned'),
  },
  'Avatar.Icon': single({
    render: () => (
      <Row>
        <Avatar.Icon size={40} icon="music-note" />
        <Avatar.Icon size={56} icon="camera-outline" />
      </Row>
    ),
  }),
  'Avatar.Image': single({
    render: () => (
      <Row>
        <Avatar.Image size={40} source={{ uri: avatar }} />
        <Avatar.Image size={56} source={{ uri: avatar }} />
      </Row>
    ),
  }),
  'Avatar.Text': single({
    render: () => (
      <Row>
        <Avatar.Text size={40} label="MC" />
        <Avatar.Text size={56} label="RF" />
      </Row>
    ),
  }),
  Badge: {
    'with text': {
      render: () => (
        <Row>
          <Badge>7</Badge>
          <Badge>42</Badge>
          <Badge>999+</Badge>
        </Row>
      ),
    },
    'without text': {
      render: () => (
        <Row>
          <Badge />
        </Row>
      ),
    },
    dot: {
      render: () => (
        <Row>
          <Badge size={6} />
          <Badge size={10} />
        </Row>
      ),
    },
  },
  Banner: single({
    width: 400,
    render: () => (
      <Banner
        visible
        actions={[
          { label: 'Update', onPress: noop },
          { label: 'Dismiss', onPress: noop },
        ]}
        icon="update"
      >
        A new version is ready. Update now to get the latest fixes.
      </Banner>
    ),
  }),
  BottomNavigation: single({ width: 400, render: () => <Tabs bar={false} /> }),
  'BottomNavigation.Bar': single({ width: 400, render: () => <Tabs bar /> }),
  Button: Object.fromEntries(
    (['text', 'outlined', 'contained', 'elevated', 'contained-tonal'] as const).map((mode) => [
      mode,
      {
        render: () => (
          <Row>
            <Button mode={mode} onPress={noop}>
              Save
            </Button>
            <Button mode={mode} icon="content-save-outline" onPress={noop}>
              Save
            </Button>
            <Button mode={mode} disabled onPress={noop}>
              Save
            </Button>
          </Row>
        ),
      },
    ]),
  ),
  Card: {
    elevated: { width: 400, render: () => <SampleCard mode="elevated" /> },
    outlined: { width: 400, render: () => <SampleCard mode="outlined" /> },
    contained: { width: 400, render: () => <SampleCard mode="contained" /> },
  },
  'Card.Actions': single({
    width: 400,
    render: () => (
      <Card>
        <Card.Actions>
          <Button onPress={noop}>Decline</Button>
          <Button onPress={noop}>Accept</Button>
        </Card.Actions>
      </Card>
    ),
  }),
  'Card.Content': single({
    width: 400,
    render: () => (
      <Card>
        <Card.Content>
          <Text variant="titleLarge">Daily summary</Text>
          <Text variant="bodyMedium">You walked 8,200 steps and slept seven hours.</Text>
        </Card.Content>
      </Card>
    ),
  }),
  'Card.Cover': single({ width: 400, render: () => <CoverCard /> }),
  'Card.Title': single({
    width: 400,
    render: () => (
      <Card>
        <Card.Title
          title="Team sync"
          subtitle="Room 4, 15:30"
          left={(props) => <Avatar.Icon {...props} icon="calendar-clock" />}
          right={(props) => <IconButton {...props} icon="dots-vertical" onPress={noop} />}
        />
      </Card>
    ),
  }),
  'Checkbox.Item': single({
    width: 320,
    render: () => (
      <Column>
        <Checkbox.Item label="Email me a receipt" status="checked" onPress={noop} />
        <Checkbox.Item label="Save this address" status="unchecked" onPress={noop} />
      </Column>
    ),
  }),
  Chip: {
    flat: {
      render: () => (
        <Row>
          <Chip icon="tag-outline" onPress={noop}>
            Sale
          </Chip>
          <Chip selected showSelectedCheck onPress={noop}>
            Vegan
          </Chip>
          <Chip onClose={noop}>Nearby</Chip>
        </Row>
      ),
    },
    outlined: {
      render: () => (
        <Row>
          <Chip mode="outlined" icon="tag-outline" onPress={noop}>
            Sale
          </Chip>
          <Chip mode="outlined" selected onPress={noop}>
            Vegan
          </Chip>
          <Chip mode="outlined" onClose={noop}>
            Nearby
          </Chip>
        </Row>
      ),
    },
  },
  DataTable: table,
  'DataTable.Cell': table,
  'DataTable.Header': table,
  'DataTable.Pagination': table,
  'DataTable.Row': table,
  'DataTable.Title': table,
  Dialog: dialog,
  'Dialog.Actions': dialog,
  'Dialog.Content': dialog,
  'Dialog.Icon': dialog,
  'Dialog.ScrollArea': single(overlay(() => <ScrollDialog />)),
  'Dialog.Title': dialog,
  Divider: single({
    width: 400,
    render: () => (
      <Column>
        <Text>Inbox</Text>
        <Divider />
        <Text>Archive</Text>
      </Column>
    ),
  }),
  'Drawer.CollapsedItem': single({ render: () => <DrawerSample collapsed /> }),
  'Drawer.Item': single({ width: 360, render: () => <DrawerSample /> }),
  'Drawer.Section': single({ width: 360, render: () => <DrawerSample /> }),
  IconButton: Object.fromEntries(
    (
      [
        ['default', undefined],
        ['outlined', 'outlined'],
        ['contained', 'contained'],
        ['contained-tonal', 'contained-tonal'],
      ] as const
    ).map(([name, mode]) => [
      name,
      {
        render: () => (
          <Row>
            <IconButton mode={mode} icon="bookmark-outline" onPress={noop} />
            <IconButton mode={mode} icon="bookmark" selected onPress={noop} />
            <IconButton mode={mode} icon="bookmark" disabled onPress={noop} />
          </Row>
        ),
      },
    ]),
  ),
  Icon: single({
    render: () => (
      <Row>
        <Icon source="weather-sunny" size={24} />
        <Icon source="weather-rainy" size={32} color="#006a6a" />
        <Icon source="weather-snowy" size={40} />
      </Row>
    ),
  }),
  'List.Accordion': {
    'with left icon': { width: 400, render: () => <Accordion variant="with left icon" /> },
    'with description': { width: 400, render: () => <Accordion variant="with description" /> },
    'items with icon': { width: 400, render: () => <Accordion variant="items with icon" /> },
  },
  'List.AccordionGroup': single({
    width: 400,
    render: () => (
      <List.AccordionGroup expandedId="news">
        <List.Accordion title="News" id="news">
          <List.Item title="Three unread stories" />
        </List.Accordion>
        <List.Accordion title="Sport" id="sport">
          <List.Item title="Nothing new" />
        </List.Accordion>
      </List.AccordionGroup>
    ),
  }),
  'List.Icon': single({
    render: () => (
      <Row>
        <List.Icon icon="wifi" />
        <List.Icon icon="bluetooth" />
        <List.Icon icon="airplane" />
      </Row>
    ),
  }),
  'List.Item': {
    'with left icon': { width: 400, render: () => <ListItem variant="with left icon" /> },
    'with description': { width: 400, render: () => <ListItem variant="with description" /> },
    'with right element': { width: 400, render: () => <ListItem variant="with right element" /> },
  },
  'List.Section': single({
    width: 400,
    render: () => (
      <List.Section>
        <List.Subheader>Devices</List.Subheader>
        <List.Item title="Phone" left={(p) => <List.Icon {...p} icon="cellphone" />} />
        <List.Item title="Laptop" left={(p) => <List.Icon {...p} icon="laptop" />} />
      </List.Section>
    ),
  }),
  'List.Subheader': single({
    width: 400,
    render: () => (
      <List.Section>
        <List.Subheader>Today</List.Subheader>
        <List.Item title="Dentist at 9:30" />
        <List.Subheader>Tomorrow</List.Subheader>
        <List.Item title="Pick up parcel" />
      </List.Section>
    ),
  }),
  Menu: {
    'with icons': overlay(() => <SampleMenu icons />),
    'without icons': overlay(() => <SampleMenu icons={false} />),
  },
  'Menu.Item': single({
    width: 300,
    render: () => (
      <Column>
        <Menu.Item leadingIcon="pin-outline" onPress={noop} title="Pin" />
        <Menu.Item leadingIcon="bell-off-outline" onPress={noop} title="Mute" />
        <Menu.Item leadingIcon="flag-outline" onPress={noop} title="Report" disabled />
      </Column>
    ),
  }),
  Modal: single(overlay(() => <ModalSample />)),
  Portal: single({ width: 400, height: 160, render: () => <PortalSample /> }),
  'Portal.Host': single({ width: 400, render: () => <PortalHostSample /> }),
  ProgressBar: single({
    width: 400,
    render: () => (
      <Column>
        <ProgressBar progress={0.25} />
        <ProgressBar progress={0.6} color="#006a6a" />
      </Column>
    ),
  }),
  RadioButton: {
    'Android (enabled)': { render: () => <Radio platform="android" /> },
    'Android (disabled)': { render: () => <Radio platform="android" disabled /> },
    'iOS (enabled)': { render: () => <Radio platform="ios" /> },
    'iOS (disabled)': { render: () => <Radio platform="ios" disabled /> },
  },
  'RadioButton.Android': {
    enabled: { render: () => <Radio platform="android" /> },
    disabled: { render: () => <Radio platform="android" disabled /> },
  },
  'RadioButton.Group': {
    Android: { width: 320, platform: 'android', render: () => <RadioGroup /> },
    iOS: { width: 320, platform: 'ios', render: () => <RadioGroup /> },
  },
  'RadioButton.IOS': {
    enabled: { render: () => <Radio platform="ios" /> },
    disabled: { render: () => <Radio platform="ios" disabled /> },
  },
  'RadioButton.Item': single({
    width: 320,
    render: () => <RadioButton.Item label="Express delivery" value="express" status="checked" onPress={noop} />,
  }),
  Searchbar: {
    bar: { width: 400, render: () => <Searchbar placeholder="Search recipes" value="" onChangeText={noop} /> },
    view: {
      width: 400,
      render: () => <Searchbar mode="view" placeholder="Search recipes" value="Soup" onChangeText={noop} showDivider />,
    },
  },
  SegmentedButtons: {
    'single select': { width: 400, render: () => <Segmented multi={false} /> },
    multiselect: { width: 400, render: () => <Segmented multi /> },
  },
  Snackbar: single({ width: 400, height: 140, render: () => <SnackbarSample /> }),
  Surface: Object.fromEntries(
    (['elevated', 'flat'] as const).map((mode) => [
      mode,
      {
        width: 420,
        render: () => (
          <Row>
            {([1, 3, 5] as const).map((elevation) => (
              <Surface
                key={elevation}
                mode={mode}
                elevation={elevation}
                style={{ width: 96, height: 72, borderRadius: 12, alignItems: 'center', justifyContent: 'center' }}
              >
                <Text variant="labelLarge">{`Elevation ${elevation}`}</Text>
              </Surface>
            ))}
          </Row>
        ),
      },
    ]),
  ),
  Text: single({
    width: 400,
    render: () => (
      <Column>
        <Text variant="displaySmall">Display</Text>
        <Text variant="headlineSmall">Headline</Text>
        <Text variant="titleMedium">Title</Text>
        <Text variant="bodyMedium">Body copy for longer reading.</Text>
        <Text variant="labelSmall">Label</Text>
      </Column>
    ),
  }),
  ToggleButton: single({
    render: () => (
      <Row>
        <ToggleButton icon="volume-high" value="sound" status="checked" onPress={noop} />
        <ToggleButton icon="volume-high" value="sound" status="unchecked" onPress={noop} />
      </Row>
    ),
  }),
  'ToggleButton.Group': single({ render: () => <Toggles /> }),
  'ToggleButton.Row': single({ render: () => <Toggles /> }),
  Tooltip: single({ width: 300, height: 110, hover: '[role="button"]', render: () => <TooltipSample /> }),
  TouchableRipple: single({ width: 400, render: () => <RippleSample /> }),
};
