const SNACK = 'https://snack.expo.dev/';

/** What the in-page preview runs (5.x), so what a Snack of an example it ran installs. */
const PREVIEW_SNACK_DEPENDENCIES = 'react-native-paper@5.x,react-native-safe-area-context';

/**
 * An Expo Snack that opens with the given code (Snack reads `code`, `name`, `dependencies` and
 * `platform` from the address), for running an example on a device.
 */
export function snackUrl(title: string, code: string, dependencies = PREVIEW_SNACK_DEPENDENCIES): string {
  const params = new URLSearchParams({
    name: `${title} example`,
    code,
    dependencies,
    platform: 'web',
    supportedPlatforms: 'ios,android,web',
  });
  return `${SNACK}?${params.toString()}`;
}
