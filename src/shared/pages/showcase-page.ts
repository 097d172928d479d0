import type { InlineLink } from './inline';

/** Where an app can be found, in the order its card lists them. */
const STORES = [
  { key: 'android', label: 'Google Play', icon: 'android' },
  { key: 'ios', label: 'App Store', icon: 'apple' },
  { key: 'github', label: 'Source', icon: 'github' },
] as const;

type StoreIcon = (typeof STORES)[number]['icon'];

interface ShowcaseAppFacts {
  name: string;
  android: string | null;
  ios: string | null;
  github: string | null;
}

export interface ShowcaseApp {
  name: string;
  links: { label: string; url: string; icon: StoreIcon }[];
  /** Said instead of links when the app has none. */
  note: string | null;
}

/**
 * What the showcase says: its lead, one entry per app and the closing invitation. The template
 * (src/templates/showcase.tsx) and the Markdown (gatsby/post-build/llms/) both draw it.
 */
export function showcasePage(apps: readonly ShowcaseAppFacts[]): {
  lead: string;
  apps: ShowcaseApp[];
  closing: (string | InlineLink)[];
} {
  return {
    lead: `${apps.length} apps built with React Native Paper, on the stores and in the open.`,
    apps: apps.map((app) => {
      const links = STORES.flatMap((store) =>
        app[store.key] ? [{ label: store.label, url: app[store.key]!, icon: store.icon }] : [],
      );
      return { name: app.name, links, note: links.length > 0 ? null : 'No public store listing' };
    }),
    closing: [
      'Built something with React Native Paper? Add it by opening a pull request on ',
      { text: 'the library’s repository', to: 'https://github.com/callstack/react-native-paper' },
      '.',
    ],
  };
}
