/**
 * The home page's app screen as the screenshot pipeline draws it: each docs version's
 * content/examples/<version>/home-screen.tsx, full-bleed at the size the page gives its preview
 * frame, pictured as static/<screenshots>/home-screen-<mode>.webp (not in manifest.json, which
 * lists component pages' shots).
 */

/** Device pixels per CSS pixel in every screenshot the pipeline writes. */
export const DEVICE_SCALE_FACTOR = 2;

/** The screen's size in CSS pixels. */
export const HOME_SCREEN = { width: 360, height: 600 } as const;

/** The screen's file, relative to content/examples. */
export const homeScreenExample = (version: string) => `${version}/home-screen.tsx`;

/** A picture's file name in the version's screenshots folder. */
export const homeScreenPicture = (mode: 'light' | 'dark') => `home-screen-${mode}.webp`;
