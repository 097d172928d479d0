/** How the live-example frame's runtime is bundled for one docs version. */
export interface PreviewRuntime {
  /** The entry in src/live-preview: the runner with the version's light and dark themes. */
  entry: string;
  /** Packages bundled in place of the site's own (`react` -> `react-19`); the version's library is added by its config. */
  packages?: Record<string, string>;
  /** The library animates with Reanimated's worklets, which its compiled code leaves to the app's babel step. */
  worklets?: boolean;
}

/**
 * The runtimes the frame can start, by docs version name. Every one is the same runner over a
 * different library; a version without one shows its examples as code with the Snack link.
 */
export const PREVIEW_RUNTIMES: Record<string, PreviewRuntime> = {
  current: { entry: 'runtime.tsx' },
  // 6.x is built for React 19 and animates with Reanimated 4 (installed at the versions 6.0.0-alpha.0 was tested with).
  '6.x': { entry: 'runtime-6.tsx', packages: { react: 'react-19', 'react-dom': 'react-dom-19' }, worklets: true },
};
