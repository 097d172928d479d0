/**
 * What a screenshot scene is, and the small layout pieces the shared scenes (scenes.tsx) and a
 * version's own (content/<version>/screenshot-scenes.tsx) both use.
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

/** Scenes by component, then variant ('' for a single shot). */
export type Scenes = Record<string, Record<string, Scene>>;

/** A component's single shot (variant ''). */
export const single = (scene: Scene): Record<string, Scene> => ({ '': scene });
/** A scene with room for what it opens over the page (dialogs, menus). */
export const overlay = (render: () => React.ReactElement): Scene => ({ render, width: 400, height: 420 });

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
