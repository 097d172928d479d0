/**
 * This version's own screenshot scenes: the components whose API 6.0 changed (the FAB family with
 * AnimatedFAB and FAB.Group, the platform checkboxes, HelperText, TextInput modes, affixes and
 * icons, and the native Switch on each platform). They replace the shared scenes of the same
 * components (scripts/component-screenshots/scenes.tsx); `react-native-paper` is this version's
 * library here, as in its examples.
 */
import * as React from 'react';
import { View } from 'react-native';
import { AnimatedFAB, Checkbox, FAB, HelperText, Portal, Switch, TextInput } from 'react-native-paper';
import { Column, noop, overlay, Row, single, type Scenes } from '../../scripts/component-screenshots/scene';

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

export const scenes: Scenes = {
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
  FAB: {
    'all variants': { render: () => <Fabs variant="all variants" /> },
    'all sizes': { render: () => <Fabs variant="all sizes" /> },
    'all modes': { render: () => <Fabs variant="all modes" /> },
    'with label': { render: () => <Fabs variant="with label" /> },
  },
  AnimatedFAB: single({
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
  }),
  'FAB.Group': single(overlay(() => <FabGroup />)),
  HelperText: single({
    width: 400,
    render: () => (
      <Column>
        <TextInput mode="outlined" label="Email" value="ada@" error />
        <HelperText type="error" visible>
          Enter a full email address.
        </HelperText>
      </Column>
    ),
  }),
  Switch: {
    'Android (enabled)': { platform: 'android', render: () => <Switches /> },
    'Android (disabled)': { platform: 'android', render: () => <Switches disabled /> },
    'iOS (enabled)': { platform: 'ios', render: () => <Switches /> },
    'iOS (disabled)': { platform: 'ios', render: () => <Switches disabled /> },
  },
  TextInput: {
    'flat (focused)': { width: 400, keepFocus: true, render: () => <Input mode="flat" /> },
    'flat (disabled)': { width: 400, render: () => <Input mode="flat" disabled /> },
    'outlined (focused)': { width: 400, keepFocus: true, render: () => <Input mode="outlined" /> },
    'outlined (disabled)': { width: 400, render: () => <Input mode="outlined" disabled /> },
  },
  'TextInput.Affix': single({
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
  }),
  'TextInput.Icon': single({
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
  }),
};
