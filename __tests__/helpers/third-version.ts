import fs from 'fs';
import path from 'path';

/**
 * A third docs version added to a copy of the project the way the README's "Adding a docs version"
 * says, and nothing else: a package (7.x is 6.x's library under another alias, as `npm install
 * react-native-paper-v7@npm:…` would install it), a record in site.config.ts after the newest, a
 * small content folder and an empty screenshots folder (no screenshots drawn yet). No code file is
 * touched.
 */
export const THIRD = '7.x';

const RECORD = `
      {
        name: '${THIRD}',
        label: 'v${THIRD}',
        mainDocId: 'guides/getting-started',
        library: 'react-native-paper-v7',
        content: 'content/${THIRD}',
        screenshots: 'screenshots/${THIRD}',
        themeColors: 'src/theme/types/color.ts#ThemeColors',
        themeExports: { light: 'LightTheme', dark: 'DarkTheme', type: 'Theme' },
        guideEditUrl: 'https://github.com/callstack/react-native-paper-docs/edit/main/',
        componentEditUrl: 'https://github.com/callstack/react-native-paper/tree/main/src/components/',
        preview: { packages: { react: 'react-19', 'react-dom': 'react-dom-19' }, worklets: true },
        next: { banner: 'These pages document React Native Paper 7, which is still being written.' },
      },`;

const GUIDES: Record<string, string> = {
  '01-getting-started.mdx': `---
title: Getting Started
order: 1
description: Install React Native Paper 7 and wrap your app in its provider.
---

Paper 7 is installed like the versions before it. Wrap the root of your app in \`PaperProvider\`, then
build screens from its components, such as [Button](/docs/components/Button/), and read how to
[theme](/docs/guides/theming/) them.
`,
  '02-theming.mdx': `---
title: Theming
order: 2
description: Give Paper 7 your own colours.
---

Pass a theme to \`PaperProvider\` to change the colours every component takes from it.

## What a theme contains

Its colours, fonts and shape. The component pages link here for the theme they take.
`,
};

const COMPONENT_PAGES = { ActivityIndicator: 'ActivityIndicator', Badge: 'Badge', Button: { Button: 'Button/Button' } };

/** The copy's node_modules: every package of the project's, and the new version's library under its alias. */
function installAlias(siteDir: string): void {
  const shared = fs.realpathSync(path.join(siteDir, 'node_modules'));
  fs.unlinkSync(path.join(siteDir, 'node_modules'));
  fs.mkdirSync(path.join(siteDir, 'node_modules'));
  for (const entry of fs.readdirSync(shared))
    fs.symlinkSync(path.join(shared, entry), path.join(siteDir, 'node_modules', entry));
  fs.symlinkSync(
    fs.realpathSync(path.join(shared, 'react-native-paper-v6')),
    path.join(siteDir, 'node_modules', 'react-native-paper-v7'),
    'dir',
  );
}

export function addThirdVersion(siteDir: string): void {
  installAlias(siteDir);
  const config = path.join(siteDir, 'site.config.ts');
  const source = fs.readFileSync(config, 'utf8');
  // The versions list is the one that ends right before the sidebars.
  const end = /\n {4}\],\n {2}\},\n {2}sidebars:/;
  if (!end.test(source)) throw new Error('site.config.ts: the end of docs.versions was not found.');
  fs.writeFileSync(
    config,
    source.replace(end, (tail) => RECORD + tail),
  );
  const content = path.join(siteDir, 'content', THIRD);
  fs.mkdirSync(path.join(content, 'guides'), { recursive: true });
  fs.mkdirSync(path.join(content, 'examples'), { recursive: true });
  for (const [file, text] of Object.entries(GUIDES)) fs.writeFileSync(path.join(content, 'guides', file), text);
  fs.writeFileSync(path.join(content, 'component-pages.json'), JSON.stringify(COMPONENT_PAGES, null, 2));
  fs.mkdirSync(path.join(siteDir, 'static', 'screenshots', THIRD), { recursive: true });
  // Its examples run in the page, so the home page can run its screen: 6.x's API is 7.x's here.
  fs.copyFileSync(
    path.join(siteDir, 'content', '6.x', 'examples', 'home-screen.tsx'),
    path.join(content, 'examples', 'home-screen.tsx'),
  );
}
