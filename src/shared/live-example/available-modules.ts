/**
 * What the in-page preview can import (see `module-map.tsx`), kept apart so the page can tell
 * whether an example runs without loading the preview. Image files are always fine: a local
 * placeholder stands in for them.
 */
export const AVAILABLE_MODULES = [
  'react',
  'react/jsx-runtime',
  'react-native',
  'react-native-paper',
  'react-native-safe-area-context',
  '@expo/vector-icons/MaterialCommunityIcons',
  'react-native-vector-icons/MaterialCommunityIcons',
  '@react-native-vector-icons/material-design-icons',
] as const;

export type AvailableModule = (typeof AVAILABLE_MODULES)[number];

/** What compiled examples require in place of a remote image address (see `compile.ts`). */
export const REMOTE_IMAGE_MODULE = 'live-example:remote-image';

export const IMAGE_FILE = /\.(png|jpe?g|gif|webp|svg)$/i;

const IMPORTED = /\bfrom\s+['"]([^'"]+)['"]|\bimport\s+['"]([^'"]+)['"]|\brequire\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The modules an example imports that the preview does not have, in order of appearance. */
export function unavailableImports(code: string): string[] {
  const missing = new Set<string>();
  for (const match of code.matchAll(IMPORTED)) {
    const name = match[1] ?? match[2] ?? match[3];
    if (!(AVAILABLE_MODULES as readonly string[]).includes(name) && !IMAGE_FILE.test(name)) missing.add(name);
  }
  return [...missing];
}
