/**
 * This version's own screenshot scenes: the components whose API 6.0 changed (FAB variants and sizes,
 * FAB.Extended, FAB.Menu, the single Checkbox, the Switch Paper draws itself, TextInput variants and
 * accessories). They replace the shared scenes of the same components
 * (scripts/component-screenshots/scenes.tsx); `react-native-paper` is this version's library here,
 * as in its examples.
 */
import * as React from 'react';
import { View } from 'react-native';
import { Checkbox, FAB, Switch, TextInput } from 'react-native-paper';
import { Column, noop, overlay, Row, single, type Scenes } from '../../scripts/component-screenshots/scene';

const FAB_VARIANTS = ['primary', 'secondary', 'tertiary', 'tonalPrimary', 'tonalSecondary', 'tonalTertiary'] as const;

function FabMenu() {
  return (
    <View style={{ flex: 1 }}>
      <FAB.Menu
        expanded
        onDismiss={noop}
        trigger={{ icon: 'plus', accessibilityLabel: 'Create' }}
        items={[
          { icon: 'note-outline', label: 'Note', onPress: noop },
          { icon: 'checkbox-marked-outline', label: 'List', onPress: noop },
          { icon: 'microphone-outline', label: 'Voice memo', onPress: noop },
        ]}
      />
    </View>
  );
}

function Boxes({ disabled }: { disabled?: boolean }) {
  return (
    <Row>
      <Checkbox status="checked" disabled={disabled} onPress={noop} />
      <Checkbox status="indeterminate" disabled={disabled} onPress={noop} />
      <Checkbox status="unchecked" disabled={disabled} onPress={noop} />
    </Row>
  );
}

function Switches({ disabled, icons }: { disabled?: boolean; icons?: boolean }) {
  const iconProps = icons ? { checkedIcon: 'check', uncheckedIcon: 'close' } : {};
  return (
    <Row>
      <Switch value disabled={disabled} onValueChange={noop} {...iconProps} />
      <Switch value={false} disabled={disabled} onValueChange={noop} {...iconProps} />
    </Row>
  );
}

function Input({ variant, disabled }: { variant: 'filled' | 'outlined'; disabled?: boolean }) {
  return (
    <TextInput
      variant={variant}
      label="City"
      value="Lisbon"
      disabled={disabled}
      autoFocus={!disabled}
      endAccessory={(props) => <TextInput.Icon {...props} icon="map-marker-outline" />}
    />
  );
}

export const scenes: Scenes = {
  Checkbox: {
    enabled: { render: () => <Boxes /> },
    disabled: { render: () => <Boxes disabled /> },
  },
  FAB: {
    'all variants': {
      width: 440,
      render: () => (
        <Row>
          {FAB_VARIANTS.map((variant) => (
            <FAB key={variant} icon="pencil" variant={variant} onPress={noop} accessibilityLabel={variant} />
          ))}
        </Row>
      ),
    },
    'all sizes': {
      width: 360,
      render: () => (
        <Row>
          {(['default', 'medium', 'large'] as const).map((size) => (
            <FAB key={size} icon="plus" size={size} onPress={noop} accessibilityLabel={size} />
          ))}
        </Row>
      ),
    },
  },
  'FAB.Extended': {
    expanded: {
      render: () => (
        <View style={{ alignItems: 'flex-start' }}>
          <FAB.Extended icon="pencil" label="Compose" expanded onPress={noop} />
        </View>
      ),
    },
    collapsed: {
      render: () => (
        <View style={{ alignItems: 'flex-start' }}>
          <FAB.Extended icon="pencil" label="Compose" expanded={false} onPress={noop} />
        </View>
      ),
    },
  },
  'FAB.Menu': single(overlay(() => <FabMenu />)),
  Switch: {
    enabled: { render: () => <Switches /> },
    disabled: { render: () => <Switches disabled /> },
    'with icons': { render: () => <Switches icons /> },
  },
  TextInput: {
    'filled (focused)': { width: 400, keepFocus: true, render: () => <Input variant="filled" /> },
    'filled (disabled)': { width: 400, render: () => <Input variant="filled" disabled /> },
    'outlined (focused)': { width: 400, keepFocus: true, render: () => <Input variant="outlined" /> },
    'outlined (disabled)': { width: 400, render: () => <Input variant="outlined" disabled /> },
    'supporting text and error': {
      width: 400,
      render: () => (
        <Column>
          <TextInput
            variant="outlined"
            label="Username"
            value="sam_k"
            supportingText="Letters, digits and underscores"
            maxLength={20}
            counter
          />
          <TextInput variant="outlined" label="Age" value="two" error supportingText="Enter a number" />
        </Column>
      ),
    },
    'prefix and suffix': {
      width: 400,
      render: () => <TextInput variant="outlined" label="Price" value="24.90" prefix="€" suffix="a month" />,
    },
  },
  'TextInput.Icon': single({
    width: 400,
    render: () => (
      <TextInput
        variant="outlined"
        label="Password"
        value="blue-kettle-9"
        secureTextEntry
        endAccessory={(props) => <TextInput.Icon {...props} icon="eye-outline" />}
      />
    ),
  }),
};
