const SNACK = 'https://snack.expo.dev/';

/**
 * An Expo Snack that opens with the given code (Snack reads `code`, `name`, `dependencies` and
 * `platform` from the address), for running an example on a device. `dependencies` are the page's
 * version's (`ComponentDoc.snackDependencies`), so a Snack installs the library the page documents.
 */
export function snackUrl(title: string, code: string, dependencies: string): string {
  const params = new URLSearchParams({
    name: `${title} example`,
    code,
    dependencies,
    platform: 'web',
    supportedPlatforms: 'ios,android,web',
  });
  return `${SNACK}?${params.toString()}`;
}
