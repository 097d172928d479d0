import type { ThemeExports } from '../../src/shared/site-config-schema';

/**
 * The source of a docs version's preview runtime: the frame's runner (src/live-preview/start-runtime.tsx)
 * started with the version's light and dark themes, imported by the names its library exports them
 * as. It imports `react-native-paper`, which the bundle resolves to the version's own library, so a
 * version needs no entry file of its own.
 */
export function runtimeEntry(exports: ThemeExports): string {
  return [
    `import { ${exports.light} as light, ${exports.dark} as dark } from 'react-native-paper';`,
    `import { startRuntime } from './start-runtime';`,
    `startRuntime({ light, dark });`,
  ].join('\n');
}
