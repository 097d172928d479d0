/**
 * 5.x: one small, realistic scene per component variant listed in
 * content/5.x/data/screenshot-variants.json ('' is a component's single shot), in the MD3 themes.
 * Each scene renders inside a PaperProvider sized for the screenshot.
 */
import * as React from 'react';
import { View } from 'react-native';
import {
  ActivityIndicator,
  AnimatedFAB,
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
  FAB,
  HelperText,
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
  Switch,
  Text,
  TextInput,
  ToggleButton,
  Tooltip,
  TouchableRipple,
  MD3DarkTheme,
  MD3LightTheme,
  PaperProvider,
  useTheme,
} from 'react-native-paper';
import avatar from '../assets/avatar.png';
import cover from '../assets/cover.png';
import { Column, layout as s, noop, Row, type Scene, type VersionScenes } from './scene';

function Header({ mode }: { mode: 'small' | 'medium' | 'large' | 'center-aligned' }) {
  return (
    <Appbar.Header mode={mode} statusBarHeight={0}>
      <Appbar.BackAction onPress={noop} />
      <Appbar.Content title="Inbox" />
      <Appbar.Action icon="magnify" onPress={noop} />
      <Appbar.Action icon="dots-vertical" onPress={noop} />
    </Appbar.Header>
  );
}

function SampleCard({ mode }: { mode: 'elevated' | 'outlined' | 'contained' }) {
  return (
    <Card mode={mode}>
      <Card.Title
        title="Weekend trip"
        subtitle="3 days in the mountains"
        left={(props) => <Avatar.Icon {...props} icon="image-filter-hdr" />}
      />
      <Card.Content>
        <Text variant="bodyMedium">Pack light: the cabin has everything else you need.</Text>
      </Card.Content>
      <Card.Actions>
        <Button onPress={noop}>Cancel</Button>
        <Button onPress={noop}>Book</Button>
      </Card.Actions>
    </Card>
  );
}

function CoverCard() {
  return (
    <Card>
      <Card.Cover source={{ uri: cover }} />
      <Card.Title title="Lakeside" subtitle="Sunrise, 6:12" />
    </Card>
  );
}

function SampleTable() {
  return (
    <DataTable>
      <DataTable.Header>
        <DataTable.Title>Dessert</DataTable.Title>
        <DataTable.Title numeric>Calories</DataTable.Title>
        <DataTable.Title numeric>Fat (g)</DataTable.Title>
      </DataTable.Header>
      {[
        ['Frozen yogurt', 159, 6],
        ['Ice cream sandwich', 237, 9],
        ['Eclair', 262, 16],
      ].map(([name, calories, fat]) => (
        <DataTable.Row key={name}>
          <DataTable.Cell>{name}</DataTable.Cell>
          <DataTable.Cell numeric>{calories}</DataTable.Cell>
          <DataTable.Cell numeric>{fat}</DataTable.Cell>
        </DataTable.Row>
      ))}
      <DataTable.Pagination
        page={0}
        numberOfPages={3}
        onPageChange={noop}
        label="1-3 of 9"
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
        <Dialog.Icon icon="alert" />
        <Dialog.Title style={{ textAlign: 'center' }}>Discard draft?</Dialog.Title>
        <Dialog.Content>
          <Text variant="bodyMedium">Your unsent message will be deleted from this device.</Text>
        </Dialog.Content>
        <Dialog.Actions>
          <Button onPress={noop}>Keep</Button>
          <Button onPress={noop}>Discard</Button>
        </Dialog.Actions>
      </Dialog>
    </Portal>
  );
}

function ScrollDialog() {
  return (
    <Portal>
      <Dialog visible onDismiss={noop}>
        <Dialog.Title>Terms of use</Dialog.Title>
        <Dialog.ScrollArea>
          <View style={{ paddingVertical: 12 }}>
            <Text variant="bodyMedium">
              These terms cover how you may use the app, what we store about you and how to close your account at any
              time from the settings screen.
            </Text>
          </View>
        </Dialog.ScrollArea>
        <Dialog.Actions>
          <Button onPress={noop}>Decline</Button>
          <Button onPress={noop}>Accept</Button>
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
            Edit
          </Button>
        }
        anchorPosition="bottom"
      >
        <Menu.Item leadingIcon={icons ? 'content-cut' : undefined} onPress={noop} title="Cut" />
        <Menu.Item leadingIcon={icons ? 'content-copy' : undefined} onPress={noop} title="Copy" />
        <Menu.Item leadingIcon={icons ? 'content-paste' : undefined} onPress={noop} title="Paste" disabled />
        <Divider />
        <Menu.Item leadingIcon={icons ? 'select-all' : undefined} onPress={noop} title="Select all" />
      </Menu>
    </View>
  );
}

function Tabs({ bar }: { bar: boolean }) {
  const routes = [
    { key: 'music', title: 'Music', focusedIcon: 'music-note', unfocusedIcon: 'music-note-outline', badge: 3 },
    { key: 'albums', title: 'Albums', focusedIcon: 'album' },
    { key: 'recents', title: 'Recents', focusedIcon: 'history' },
  ];
  const state = { index: 0, routes };
  if (bar) return <BottomNavigation.Bar navigationState={state} onTabPress={noop} safeAreaInsets={{ bottom: 0 }} />;
  return (
    <View style={{ height: 220 }}>
      <BottomNavigation
        navigationState={state}
        onIndexChange={noop}
        renderScene={({ route }) => (
          <View style={s.center}>
            <Text variant="titleMedium">{route.title}</Text>
          </View>
        )}
        safeAreaInsets={{ bottom: 0 }}
      />
    </View>
  );
}

function Accordion({ variant }: { variant: string }) {
  return (
    <List.Section>
      <List.Accordion
        title="Shipping"
        description={variant === 'with description' ? 'Arrives in 2-3 days' : undefined}
        left={
          variant === 'with left icon' || variant === 'with description'
            ? (props) => <List.Icon {...props} icon="truck-outline" />
            : undefined
        }
        expanded
      >
        <List.Item
          title="Standard"
          left={variant === 'items with icon' ? (props) => <List.Icon {...props} icon="package-variant" /> : undefined}
        />
        <List.Item
          title="Express"
          left={
            variant === 'items with icon' ? (props) => <List.Icon {...props} icon="rocket-launch-outline" /> : undefined
          }
        />
      </List.Accordion>
    </List.Section>
  );
}

function ListItem({ variant }: { variant: string }) {
  return (
    <List.Item
      title="Ada Lovelace"
      description={variant === 'with description' ? 'Your meeting starts in ten minutes' : undefined}
      left={
        variant !== 'with right element' ? (props) => <List.Icon {...props} icon="account-circle-outline" /> : undefined
      }
      right={
        variant === 'with right element'
          ? (props) => (
              <Text {...props} variant="labelMedium">
                10:42
              </Text>
            )
          : undefined
      }
    />
  );
}

function Fabs({ variant }: { variant: string }) {
  if (variant === 'all variants') {
    return (
      <Row>
        {(['primary', 'secondary', 'tertiary', 'surface'] as const).map((v) => (
          <FAB key={v} icon="pencil" variant={v} onPress={noop} />
        ))}
      </Row>
    );
  }
  if (variant === 'all sizes') {
    return (
      <Row>
        {(['small', 'medium', 'large'] as const).map((size) => (
          <FAB key={size} icon="plus" size={size} onPress={noop} />
        ))}
      </Row>
    );
  }
  if (variant === 'all modes') {
    return (
      <Row>
        <FAB icon="star" mode="elevated" onPress={noop} />
        <FAB icon="star" mode="flat" onPress={noop} />
      </Row>
    );
  }
  return <FAB icon="plus" label="New message" onPress={noop} style={{ alignSelf: 'flex-start' }} />;
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

function Boxes({ platform, disabled }: { platform: 'android' | 'ios'; disabled?: boolean }) {
  const Box = platform === 'ios' ? Checkbox.IOS : Checkbox.Android;
  return (
    <Row>
      <Box status="checked" disabled={disabled} onPress={noop} />
      <Box status="indeterminate" disabled={disabled} onPress={noop} />
      <Box status="unchecked" disabled={disabled} onPress={noop} />
    </Row>
  );
}

function RadioGroup() {
  return (
    <RadioButton.Group onValueChange={noop} value="first">
      <RadioButton.Item label="First" value="first" />
      <RadioButton.Item label="Second" value="second" />
    </RadioButton.Group>
  );
}

function Switches({ disabled }: { disabled?: boolean }) {
  return (
    <Row>
      <Switch value disabled={disabled} onValueChange={noop} />
      <Switch value={false} disabled={disabled} onValueChange={noop} />
    </Row>
  );
}

function Input({ mode, disabled }: { mode: 'flat' | 'outlined'; disabled?: boolean }) {
  return (
    <TextInput
      mode={mode}
      label="Email"
      value="ada@example.com"
      disabled={disabled}
      autoFocus={!disabled}
      right={<TextInput.Icon icon="email-outline" />}
    />
  );
}

function Segmented({ multi }: { multi: boolean }) {
  const buttons = [
    { value: 'walk', label: 'Walking', icon: 'walk' },
    { value: 'train', label: 'Transit', icon: 'train' },
    { value: 'drive', label: 'Driving', icon: 'car' },
  ];
  return multi ? (
    <SegmentedButtons multiSelect value={['walk', 'train']} onValueChange={noop} buttons={buttons} />
  ) : (
    <SegmentedButtons value="walk" onValueChange={noop} buttons={buttons} />
  );
}

function DrawerSample({ collapsed }: { collapsed?: boolean }) {
  if (collapsed) {
    return (
      <View style={{ width: 88 }}>
        <Drawer.CollapsedItem focusedIcon="inbox" unfocusedIcon="inbox-outline" label="Inbox" active />
        <Drawer.CollapsedItem focusedIcon="star" unfocusedIcon="star-outline" label="Starred" />
      </View>
    );
  }
  return (
    <Drawer.Section title="Mail">
      <Drawer.Item label="Inbox" icon="inbox" active right={() => <Text variant="labelLarge">24</Text>} />
      <Drawer.Item label="Outbox" icon="send-outline" />
      <Drawer.Item label="Favorites" icon="heart-outline" />
    </Drawer.Section>
  );
}

function FabGroup() {
  return (
    <Portal>
      <FAB.Group
        open
        visible
        icon="close"
        actions={[
          { icon: 'plus', label: 'New', onPress: noop },
          { icon: 'star', label: 'Star', onPress: noop },
          { icon: 'email', label: 'Email', onPress: noop },
        ]}
        onStateChange={noop}
      />
    </Portal>
  );
}

function SnackbarSample() {
  return (
    <Snackbar visible onDismiss={noop} action={{ label: 'Undo', onPress: noop }} duration={Number.POSITIVE_INFINITY}>
      Message archived.
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
        <Text variant="bodyLarge">Tap outside this box to close it.</Text>
      </Modal>
    </Portal>
  );
}

function TooltipSample() {
  return (
    <View style={{ alignItems: 'center' }}>
      <Tooltip title="Select an image" enterTouchDelay={0}>
        <IconButton icon="image-outline" selected size={24} onPress={noop} />
      </Tooltip>
    </View>
  );
}

function Toggles() {
  return (
    <ToggleButton.Row onValueChange={noop} value="left">
      <ToggleButton icon="format-align-left" value="left" />
      <ToggleButton icon="format-align-center" value="center" />
      <ToggleButton icon="format-align-right" value="right" />
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
      <Text variant="bodyLarge">Press anywhere on this area</Text>
    </TouchableRipple>
  );
}

const header = (mode: 'small' | 'medium' | 'large' | 'center-aligned'): Scene => ({
  render: () => <Header mode={mode} />,
  width: 400,
});
const overlay = (render: () => React.ReactElement): Scene => ({ render, width: 400, height: 420 });

const SCENES: Record<string, Record<string, Scene>> = {
  ActivityIndicator: {
    '': {
      render: () => (
        <Row>
          <ActivityIndicator animating size="small" />
          <ActivityIndicator animating />
          <ActivityIndicator animating size="large" />
        </Row>
      ),
    },
  },
  Appbar: {
    '': {
      width: 400,
      render: () => (
        <Appbar>
          <Appbar.Action icon="menu" onPress={noop} />
          <Appbar.Content title="Photos" />
          <Appbar.Action icon="magnify" onPress={noop} />
        </Appbar>
      ),
    },
  },
  'Appbar.Action': {
    '': {
      render: () => (
        <Appbar>
          <Appbar.Action icon="archive-outline" onPress={noop} isLeading />
          <Appbar.Action icon="delete-outline" onPress={noop} />
          <Appbar.Action icon="label-outline" onPress={noop} />
        </Appbar>
      ),
    },
  },
  'Appbar.BackAction': {
    '': {
      render: () => (
        <Appbar>
          <Appbar.BackAction onPress={noop} />
        </Appbar>
      ),
    },
  },
  'Appbar.Content': {
    '': {
      render: () => (
        <Appbar>
          <Appbar.Content title="Library" subtitle="128 books" />
        </Appbar>
      ),
    },
  },
  'Appbar.Header': {
    small: header('small'),
    medium: header('medium'),
    large: header('large'),
    'center-aligned': header('center-aligned'),
  },
  'Avatar.Icon': {
    '': {
      render: () => (
        <Row>
          <Avatar.Icon size={40} icon="folder" />
          <Avatar.Icon size={56} icon="account" />
        </Row>
      ),
    },
  },
  'Avatar.Image': {
    '': {
      render: () => (
        <Row>
          <Avatar.Image size={40} source={{ uri: avatar }} />
          <Avatar.Image size={56} source={{ uri: avatar }} />
        </Row>
      ),
    },
  },
  'Avatar.Text': {
    '': {
      render: () => (
        <Row>
          <Avatar.Text size={40} label="AL" />
          <Avatar.Text size={56} label="GH" />
        </Row>
      ),
    },
  },
  Badge: {
    'with text': {
      render: () => (
        <Row>
          <IconButton icon="bell-outline" onPress={noop} />
          <Badge>3</Badge>
          <Badge>99+</Badge>
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
          <Badge size={8} />
        </Row>
      ),
    },
  },
  Banner: {
    '': {
      width: 400,
      render: () => (
        <Banner
          visible
          actions={[
            { label: 'Turn on', onPress: noop },
            { label: 'Not now', onPress: noop },
          ]}
          icon="wifi-off"
        >
          You are offline. Turn on Wi-Fi to sync your notes.
        </Banner>
      ),
    },
  },
  BottomNavigation: { '': { width: 400, render: () => <Tabs bar={false} /> } },
  'BottomNavigation.Bar': { '': { width: 400, render: () => <Tabs bar /> } },
  Button: Object.fromEntries(
    (['text', 'outlined', 'contained', 'elevated', 'contained-tonal'] as const).map((mode) => [
      mode,
      {
        render: () => (
          <Row>
            <Button mode={mode} onPress={noop}>
              Send
            </Button>
            <Button mode={mode} icon="send" onPress={noop}>
              Send
            </Button>
            <Button mode={mode} disabled onPress={noop}>
              Send
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
  'Card.Actions': {
    '': {
      width: 400,
      render: () => (
        <Card>
          <Card.Actions>
            <Button onPress={noop}>Cancel</Button>
            <Button onPress={noop}>Ok</Button>
          </Card.Actions>
        </Card>
      ),
    },
  },
  'Card.Content': {
    '': {
      width: 400,
      render: () => (
        <Card>
          <Card.Content>
            <Text variant="titleLarge">Card title</Text>
            <Text variant="bodyMedium">Some words about what the card holds.</Text>
          </Card.Content>
        </Card>
      ),
    },
  },
  'Card.Cover': { '': { width: 400, render: () => <CoverCard /> } },
  'Card.Title': {
    '': {
      width: 400,
      render: () => (
        <Card>
          <Card.Title
            title="Card title"
            subtitle="A subtitle"
            left={(props) => <Avatar.Icon {...props} icon="folder" />}
            right={(props) => <IconButton {...props} icon="dots-vertical" onPress={noop} />}
          />
        </Card>
      ),
    },
  },
  Checkbox: {
    'Android (enabled)': { render: () => <Boxes platform="android" /> },
    'Android (disabled)': { render: () => <Boxes platform="android" disabled /> },
    'iOS (enabled)': { render: () => <Boxes platform="ios" /> },
    'iOS (disabled)': { render: () => <Boxes platform="ios" disabled /> },
  },
  'Checkbox.Android': {
    enabled: { render: () => <Boxes platform="android" /> },
    disabled: { render: () => <Boxes platform="android" disabled /> },
  },
  'Checkbox.IOS': {
    enabled: { render: () => <Boxes platform="ios" /> },
    disabled: { render: () => <Boxes platform="ios" disabled /> },
  },
  Chip: {
    flat: {
      render: () => (
        <Row>
          <Chip icon="information" onPress={noop}>
            Info
          </Chip>
          <Chip selected showSelectedCheck onPress={noop}>
            Selected
          </Chip>
          <Chip onClose={noop}>Closable</Chip>
        </Row>
      ),
    },
    outlined: {
      render: () => (
        <Row>
          <Chip mode="outlined" icon="information" onPress={noop}>
            Info
          </Chip>
          <Chip mode="outlined" selected onPress={noop}>
            Selected
          </Chip>
          <Chip mode="outlined" onClose={noop}>
            Closable
          </Chip>
        </Row>
      ),
    },
  },
  DataTable: { '': { width: 420, render: () => <SampleTable /> } },
  'DataTable.Cell': { '': { width: 420, render: () => <SampleTable /> } },
  'DataTable.Header': { '': { width: 420, render: () => <SampleTable /> } },
  'DataTable.Pagination': { '': { width: 420, render: () => <SampleTable /> } },
  'DataTable.Row': { '': { width: 420, render: () => <SampleTable /> } },
  'DataTable.Title': { '': { width: 420, render: () => <SampleTable /> } },
  Dialog: { '': overlay(() => <SampleDialog />) },
  'Dialog.Actions': { '': overlay(() => <SampleDialog />) },
  'Dialog.Content': { '': overlay(() => <SampleDialog />) },
  'Dialog.Icon': { '': overlay(() => <SampleDialog />) },
  'Dialog.ScrollArea': { '': overlay(() => <ScrollDialog />) },
  'Dialog.Title': { '': overlay(() => <SampleDialog />) },
  Divider: {
    '': {
      width: 400,
      render: () => (
        <Column>
          <Text>Above the line</Text>
          <Divider />
          <Text>Below the line</Text>
        </Column>
      ),
    },
  },
  'Drawer.CollapsedItem': { '': { render: () => <DrawerSample collapsed /> } },
  'Drawer.Item': { '': { width: 360, render: () => <DrawerSample /> } },
  'Drawer.Section': { '': { width: 360, render: () => <DrawerSample /> } },
  FAB: {
    'all variants': { render: () => <Fabs variant="all variants" /> },
    'all sizes': { render: () => <Fabs variant="all sizes" /> },
    'all modes': { render: () => <Fabs variant="all modes" /> },
    'with label': { render: () => <Fabs variant="with label" /> },
  },
  AnimatedFAB: {
    '': {
      render: () => (
        <View style={{ height: 64 }}>
          <AnimatedFAB
            icon="plus"
            label="Compose"
            extended
            onPress={noop}
            visible
            animateFrom="left"
            style={{ left: 0, top: 0 }}
          />
        </View>
      ),
    },
  },
  'FAB.Group': { '': overlay(() => <FabGroup />) },
  HelperText: {
    '': {
      width: 400,
      render: () => (
        <Column>
          <TextInput mode="outlined" label="Email" value="ada@" error />
          <HelperText type="error" visible>
            Enter a full email address.
          </HelperText>
        </Column>
      ),
    },
  },
  Icon: {
    '': {
      render: () => (
        <Row>
          <Icon source="camera" size={24} />
          <Icon source="heart" size={32} color="#b3261e" />
          <Icon source="star" size={40} />
        </Row>
      ),
    },
  },
  IconButton: {
    default: {
      render: () => (
        <Row>
          <IconButton icon="heart-outline" onPress={noop} />
          <IconButton icon="heart" selected onPress={noop} />
          <IconButton icon="heart" disabled onPress={noop} />
        </Row>
      ),
    },
    outlined: {
      render: () => (
        <Row>
          <IconButton mode="outlined" icon="heart-outline" onPress={noop} />
          <IconButton mode="outlined" icon="heart" selected onPress={noop} />
          <IconButton mode="outlined" icon="heart" disabled onPress={noop} />
        </Row>
      ),
    },
    contained: {
      render: () => (
        <Row>
          <IconButton mode="contained" icon="heart-outline" onPress={noop} />
          <IconButton mode="contained" icon="heart" selected onPress={noop} />
          <IconButton mode="contained" icon="heart" disabled onPress={noop} />
        </Row>
      ),
    },
    'contained-tonal': {
      render: () => (
        <Row>
          <IconButton mode="contained-tonal" icon="heart-outline" onPress={noop} />
          <IconButton mode="contained-tonal" icon="heart" selected onPress={noop} />
          <IconButton mode="contained-tonal" icon="heart" disabled onPress={noop} />
        </Row>
      ),
    },
  },
  'List.Accordion': {
    'with left icon': { width: 400, render: () => <Accordion variant="with left icon" /> },
    'with description': { width: 400, render: () => <Accordion variant="with description" /> },
    'items with icon': { width: 400, render: () => <Accordion variant="items with icon" /> },
  },
  'List.AccordionGroup': {
    '': {
      width: 400,
      render: () => (
        <List.AccordionGroup expandedId="1">
          <List.Accordion title="Orders" id="1">
            <List.Item title="Last week" />
          </List.Accordion>
          <List.Accordion title="Returns" id="2">
            <List.Item title="None yet" />
          </List.Accordion>
        </List.AccordionGroup>
      ),
    },
  },
  'List.Icon': {
    '': {
      render: () => (
        <Row>
          <List.Icon icon="folder" />
          <List.Icon icon="equal" />
          <List.Icon icon="calendar" />
        </Row>
      ),
    },
  },
  'List.Item': {
    'with left icon': { width: 400, render: () => <ListItem variant="with left icon" /> },
    'with description': { width: 400, render: () => <ListItem variant="with description" /> },
    'with right element': { width: 400, render: () => <ListItem variant="with right element" /> },
  },
  'List.Section': {
    '': {
      width: 400,
      render: () => (
        <List.Section>
          <List.Subheader>Recent</List.Subheader>
          <List.Item title="Notes" left={(p) => <List.Icon {...p} icon="note-outline" />} />
          <List.Item title="Photos" left={(p) => <List.Icon {...p} icon="image-outline" />} />
        </List.Section>
      ),
    },
  },
  Menu: {
    'with icons': overlay(() => <SampleMenu icons />),
    'without icons': overlay(() => <SampleMenu icons={false} />),
  },
  'Menu.Item': {
    '': {
      width: 300,
      render: () => (
        <Column>
          <Menu.Item leadingIcon="redo" onPress={noop} title="Redo" />
          <Menu.Item leadingIcon="undo" onPress={noop} title="Undo" />
          <Menu.Item leadingIcon="content-cut" onPress={noop} title="Cut" disabled />
        </Column>
      ),
    },
  },
  Modal: { '': overlay(() => <ModalSample />) },
  ProgressBar: {
    '': {
      width: 400,
      render: () => (
        <Column>
          <ProgressBar progress={0.35} />
          <ProgressBar progress={0.7} color="#7d5260" />
        </Column>
      ),
    },
  },
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
  'RadioButton.Item': {
    '': {
      width: 320,
      render: () => <RadioButton.Item label="Remember me" value="remember" status="checked" onPress={noop} />,
    },
  },
  Searchbar: {
    bar: { width: 400, render: () => <Searchbar placeholder="Search" value="" onChangeText={noop} /> },
    view: {
      width: 400,
      render: () => <Searchbar mode="view" placeholder="Search" value="Paper" onChangeText={noop} showDivider />,
    },
  },
  SegmentedButtons: {
    'single select': { width: 400, render: () => <Segmented multi={false} /> },
    multiselect: { width: 400, render: () => <Segmented multi /> },
  },
  Snackbar: { '': { width: 400, height: 140, render: () => <SnackbarSample /> } },
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
                <Text variant="labelLarge">{`Level ${elevation}`}</Text>
              </Surface>
            ))}
          </Row>
        ),
      },
    ]),
  ),
  Switch: {
    'Android (enabled)': { platform: 'android', render: () => <Switches /> },
    'Android (disabled)': { platform: 'android', render: () => <Switches disabled /> },
    'iOS (enabled)': { platform: 'ios', render: () => <Switches /> },
    'iOS (disabled)': { platform: 'ios', render: () => <Switches disabled /> },
  },
  Text: {
    '': {
      width: 400,
      render: () => (
        <Column>
          <Text variant="displaySmall">Display</Text>
          <Text variant="headlineSmall">Headline</Text>
          <Text variant="titleMedium">Title</Text>
          <Text variant="bodyMedium">Body text for paragraphs.</Text>
          <Text variant="labelSmall">LABEL</Text>
        </Column>
      ),
    },
  },
  TextInput: {
    'flat (focused)': { width: 400, keepFocus: true, render: () => <Input mode="flat" /> },
    'flat (disabled)': { width: 400, render: () => <Input mode="flat" disabled /> },
    'outlined (focused)': { width: 400, keepFocus: true, render: () => <Input mode="outlined" /> },
    'outlined (disabled)': { width: 400, render: () => <Input mode="outlined" disabled /> },
  },
  'TextInput.Affix': {
    '': {
      width: 400,
      render: () => (
        <TextInput
          mode="outlined"
          label="Price"
          value="42"
          left={<TextInput.Affix text="$" />}
          right={<TextInput.Affix text="/100" />}
        />
      ),
    },
  },
  'TextInput.Icon': {
    '': {
      width: 400,
      render: () => (
        <TextInput
          mode="outlined"
          label="Password"
          value="correct horse"
          secureTextEntry
          right={<TextInput.Icon icon="eye" />}
        />
      ),
    },
  },
  ToggleButton: {
    '': {
      render: () => (
        <Row>
          <ToggleButton icon="bluetooth" value="bluetooth" status="checked" onPress={noop} />
          <ToggleButton icon="bluetooth" value="bluetooth" status="unchecked" onPress={noop} />
        </Row>
      ),
    },
  },
  'ToggleButton.Group': { '': { render: () => <Toggles /> } },
  'ToggleButton.Row': { '': { render: () => <Toggles /> } },
  Tooltip: { '': { width: 300, height: 110, hover: '[role="button"]', render: () => <TooltipSample /> } },
  TouchableRipple: { '': { width: 400, render: () => <RippleSample /> } },
};

export const version: VersionScenes = {
  scenes: SCENES,
  themes: { light: MD3LightTheme, dark: MD3DarkTheme },
  Provider: PaperProvider as VersionScenes['Provider'],
};
