/** The frame's runtime for 5.x (React 18). */
import { MD3DarkTheme, MD3LightTheme } from 'react-native-paper';
import { startRuntime } from './start-runtime';

startRuntime({ light: MD3LightTheme, dark: MD3DarkTheme });
