const SNACK = 'https://snack.expo.dev/';

/**
 * An Expo Snack that opens with the given code (Snack reads `code`, `name`, `dependencies` and
 * `platform` from the address), for running an example on a device.
 */
export function snackUrl(title: string, code: string): string {
  const params = new URLSearchParams({
    name: `${title} example`,
    code,
    dependencies: 'react-native-paper@5.x,react-native-safe-area-context',
    platform: 'web',
    supportedPlatforms: 'ios,android,web',
  });
  return `${SNACK}?${params.toString()}`;
}
