import * as React from 'react';
import * as JSXRuntime from 'react/jsx-runtime';
import * as ReactNative from 'react-native';
import * as Paper from 'react-native-paper';
import * as SafeArea from 'react-native-safe-area-context';
import { IMAGE_FILE, REMOTE_IMAGE_MODULE, type AvailableModule } from '../shared/live-example/available-modules';
import type { Fallback, ModuleMap } from './run-example';
import photoUrl from './images/photo.svg';
import avatarUrl from './images/avatar.svg';

type PaperProviderProps = Paper.ProviderProps;
export type PaperSettings = NonNullable<PaperProviderProps['settings']>;

/**
 * An example that wraps itself in `<PaperProvider>` would otherwise reset the theme to the
 * device's colour scheme and the icons to Paper's default (which has no font here): inside the
 * preview, a provider without a theme or settings of its own keeps the preview's.
 */
function providerInside(settings: PaperSettings) {
  return function PreviewProvider({ theme, settings: own, children }: PaperProviderProps) {
    const outer = Paper.useTheme();
    return (
      <Paper.PaperProvider theme={theme ?? outer} settings={own ?? settings}>
        {children}
      </Paper.PaperProvider>
    );
  };
}

const asModule = (namespace: object) => ({
  ...namespace,
  default: 'default' in namespace ? namespace.default : namespace,
});

/** The modules of `AVAILABLE_MODULES`, from the page's own bundle. */
export function exampleModules(settings: PaperSettings): { modules: ModuleMap; fallback: Fallback } {
  const Provider = providerInside(settings);
  const icons = { default: settings.icon, __esModule: true };
  // Typed by the list the page checks imports against, so the two cannot drift apart.
  const modules: Record<AvailableModule | typeof REMOTE_IMAGE_MODULE, unknown> = {
    react: asModule(React),
    'react/jsx-runtime': JSXRuntime,
    'react-native': asModule(ReactNative),
    'react-native-paper': { ...Paper, PaperProvider: Provider, Provider, __esModule: true },
    'react-native-safe-area-context': asModule(SafeArea),
    '@expo/vector-icons/MaterialCommunityIcons': icons,
    'react-native-vector-icons/MaterialCommunityIcons': icons,
    '@react-native-vector-icons/material-design-icons': icons,
    [REMOTE_IMAGE_MODULE]: photoUrl,
  };
  // `require('../assets/avatar.png')`: the example's own image files are not here; a local
  // placeholder stands in, as an image source object.
  const fallback: Fallback = (name) => (IMAGE_FILE.test(name) ? { uri: avatarUrl, width: 96, height: 96 } : undefined);
  return { modules, fallback };
}
