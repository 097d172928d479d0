/**
 * The home page's running screen: each docs version with a preview runtime has one, written against
 * its own API in its examples folder (`content/6.x/examples/home-screen.tsx`), drawn at this size in the preview
 * frame and, for the moment before it runs (and without JavaScript), as a picture the screenshot
 * pipeline renders at the same size into the version's screenshots folder.
 */
export const HOME_SCREEN_SIZE = { width: 360, height: 600 } as const;

/** The screen's source, from the project root, in the version's examples folder (`content/6.x/examples`). */
export const homeScreenSource = (examples: string): string => `${examples}/home-screen.tsx`;

/** The picture's file name in the version's screenshots folder (not in its manifest.json, which lists component pages' shots). */
export const homeScreenFile = (mode: 'light' | 'dark'): string => `home-screen-${mode}.webp`;

/** The picture of the screen in a colour mode, under the site root, from the version's screenshots folder (`screenshots/6.x`). */
export const homeScreenPicture = (screenshotsPath: string, mode: 'light' | 'dark'): string =>
  `${screenshotsPath}/${homeScreenFile(mode)}`;
