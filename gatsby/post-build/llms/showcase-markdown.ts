import { blocks } from './markdown-text';

export type ShowcaseAppData = Queries.LlmsQuery['allShowcaseApp']['nodes'][number];

const STORES = [
  ['android', 'Google Play'],
  ['ios', 'App Store'],
  ['github', 'Source'],
] as const;

/** The showcase page as markdown: one heading per app, with its store and source links. */
export function showcaseMarkdown(apps: readonly ShowcaseAppData[]): string {
  return blocks(
    '# Showcase',
    `${apps.length} apps built with React Native Paper, on the stores and in the open.`,
    ...apps.map((app) => {
      const links = STORES.filter(([key]) => app[key]).map(([key, label]) => `- [${label}](${app[key]})`);
      return blocks(`## ${app.name}`, links.length > 0 ? links.join('\n') : 'No public store listing');
    }),
    'Built something with React Native Paper? Add it by opening a pull request on [the library’s repository](https://github.com/callstack/react-native-paper).',
  );
}
