/**
 * What every version's scenes file (scenes/<version>.tsx) exports to the harness, and the small
 * layout pieces they share. A version's scenes import only that version's library, so each file is
 * bundled with its own copy (6.x with React 19).
 */
import * as React from 'react';
import { Platform, StyleSheet, View } from 'react-native';

export interface Scene {
  render: () => React.ReactElement;
  /** Frame size in CSS pixels; overlays (dialogs, menus) need room. */
  width?: number;
  height?: number;
  /** Platform the component should believe it runs on. */
  platform?: 'android' | 'ios';
  /** The shot shows keyboard focus (a focused text field); otherwise focus is cleared first. */
  keepFocus?: boolean;
  /** An element to hover before the shot, for things that appear on hover (tooltips). */
  hover?: string;
}

/** A theme as far as the harness reads it: the page behind the shot takes its background. */
interface SceneTheme {
  colors: { background: unknown };
}

/** A version's scenes: component -> variant ('' for a single shot) -> scene, with its themes and provider. */
export interface VersionScenes {
  scenes: Record<string, Record<string, Scene>>;
  themes: { light: SceneTheme; dark: SceneTheme };
  /** The library's PaperProvider, given a theme of its own kind. */
  Provider: React.ComponentType<{ theme: SceneTheme; children: React.ReactNode }>;
}

export const noop = () => undefined;
export const layout = StyleSheet.create({
  row: { flexDirection: 'row', alignItems: 'center', flexWrap: 'wrap', gap: 12 },
  column: { gap: 12 },
  center: { alignItems: 'center', justifyContent: 'center', flex: 1 },
});

export const Row = ({ children }: { children: React.ReactNode }) => <View style={layout.row}>{children}</View>;
export const Column = ({ children }: { children: React.ReactNode }) => <View style={layout.column}>{children}</View>;

/** Platform.OS is read while rendering, so a scene can choose the platform look it shows. */
export function usePlatform(platform: Scene['platform']): void {
  if (platform) (Platform as { OS: string }).OS = platform;
}
