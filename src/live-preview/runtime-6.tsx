/**
 * The frame's runtime for 6.x: bundled with `react-native-paper` as the 6.0 alpha and React 19
 * (its `preview` in site.config.ts). 6.x has no MD3 themes; `LightTheme` and `DarkTheme`
 * replace them.
 */
import { DarkTheme, LightTheme } from 'react-native-paper-v6';
import type { PreviewThemes } from './PreviewApp';
import { startRuntime } from './start-runtime';

// 6.x types its colours as React Native's ColorValue; its own themes' are plain strings.
startRuntime({ light: LightTheme, dark: DarkTheme } as PreviewThemes);
