import type { SiteConfigInput } from './src/shared/site-config-schema';

/**
 * The one file a maintainer edits to change the site's identity, navigation,
 * footer, announcement bar, colour mode and search. It is validated when the
 * site builds against src/shared/site-config-schema.ts (which documents every setting); a mistake
 * or an unknown setting stops the build with the name of the bad key.
 */
const siteConfig: SiteConfigInput = {
  title: 'React Native Paper',
  tagline: 'Material Design for React Native',
  url: 'https://callstack.github.io',
  baseUrl: '/react-native-paper/',
  favicon: 'images/favicon.ico',
  organizationName: 'callstack',
  projectName: 'react-native-paper',
  i18n: { defaultLocale: 'en', locales: ['en'] },
  docsSiteVersion: '0.0.0',
  docs: {
    // The version served at /docs/; every other one is served at /<name>/docs/. Promoting a release
    // is changing this name, nothing else.
    lastVersion: '5.x',
    // The sites of older versions, as the library's repository publishes them. A `prebuilt` folder
    // that is there is copied into the build and linked instead of `href`.
    archived: [
      {
        name: '4.0',
        label: 'v4.x',
        href: 'https://callstack.github.io/react-native-paper/4.0/',
        prebuilt: 'content/archived/4.0',
      },
      {
        name: '3.0',
        label: 'v3.x',
        href: 'https://callstack.github.io/react-native-paper/3.0/',
        prebuilt: 'content/archived/3.0',
      },
      {
        name: '2.0',
        label: 'v2.x',
        href: 'https://callstack.github.io/react-native-paper/2.0/',
        prebuilt: 'content/archived/2.0',
      },
      {
        name: '1.0',
        label: 'v1.x',
        href: 'https://callstack.github.io/react-native-paper/1.0/',
        prebuilt: 'content/archived/1.0',
      },
    ],
    versions: [
      {
        name: '5.x',
        label: 'v5.x',
        mainDocId: 'guides/getting-started',
        library: 'react-native-paper',
        // Its guides, component pages map, page data and examples.
        content: 'content/5.x',
        screenshots: 'screenshots/5.x',
        themeColors: 'src/types.tsx#MD3Colors',
        themeExports: { light: 'MD3LightTheme', dark: 'MD3DarkTheme', type: 'MD3Theme' },
        // Guides are edited in this repository: its edit URL, to which a guide's path from the
        // project root is appended (content/5.x/guides/01-getting-started.mdx).
        guideEditUrl: 'https://github.com/callstack/react-native-paper-docs/edit/main/',
        // Component pages' text comes from the library's doc comments: they link to the sources of
        // the release this version documents (the library's main branch is 6.x now).
        componentEditUrl: 'https://github.com/callstack/react-native-paper/tree/v5.15.3/src/components/',
        // Its examples run in the page, with the site's own React.
        preview: {},
        migration: { guide: 'guides/migration-guide-to-5.0' },
        // What its pages say while it is at /docs/; an older version's pages say so by themselves.
        current: {
          announcementBar: {
            id: 'v5-material-you',
            content:
              'Version 5 brings Material You to React Native Paper. <a href="/docs/guides/migration-guide-to-5.0/">Read what changed</a>.',
            backgroundColor: '#6750a4',
            textColor: '#ffffff',
            isCloseable: true,
          },
        },
      },
      {
        name: '6.x',
        label: 'v6.x',
        mainDocId: 'guides/getting-started',
        library: 'react-native-paper-v6',
        content: 'content/6.x',
        screenshots: 'screenshots/6.x',
        themeColors: 'src/theme/types/color.ts#ThemeColors',
        themeExports: { light: 'LightTheme', dark: 'DarkTheme', type: 'Theme' },
        guideEditUrl: 'https://github.com/callstack/react-native-paper-docs/edit/main/',
        componentEditUrl: 'https://github.com/callstack/react-native-paper/tree/main/src/components/',
        // 6.x is built for React 19 and animates with Reanimated 4 (installed at the versions
        // 6.0.0-alpha.0 was tested with).
        preview: {
          packages: { react: 'react-19', 'react-dom': 'react-dom-19' },
          worklets: true,
        },
        migration: { guide: 'guides/migration', changes: 'content/6.x/breaking-changes.json' },
        // While 6.x is the next version (5.x at /docs/), and once it is promoted: release day changes
        // lastVersion, and the words follow.
        next: {
          banner:
            'These pages document React Native Paper 6.0, an alpha release: its API may still change before 6.0 is final.',
          announcementBar: {
            id: 'v6-alpha',
            content:
              'React Native Paper 6.0 is in alpha. <a href="/6.x/docs/guides/migration/">See what changes from 5.x</a> or <a href="/6.x/docs/guides/api-changes/">every API change</a>.',
            backgroundColor: '#6750a4',
            textColor: '#ffffff',
            isCloseable: true,
          },
        },
        current: {
          announcementBar: {
            id: 'v6-release',
            content:
              'React Native Paper 6.0 is out. <a href="/docs/guides/migration/">See what changes from 5.x</a> or <a href="/docs/guides/api-changes/">every API change</a>.',
            backgroundColor: '#6750a4',
            textColor: '#ffffff',
            isCloseable: true,
          },
        },
      },
    ],
  },
  sidebars: {
    guides: [{ type: 'autogenerated', dirName: 'guides' }],
    components: [{ type: 'autogenerated', dirName: 'components' }],
  },
  navbar: {
    title: 'React Native Paper',
    logo: {
      alt: 'React Native Paper logo',
      src: 'images/logo.svg',
      srcDark: 'images/logo-dark.svg',
      width: 32,
      height: 32,
    },
    hideOnScroll: false,
    items: [
      { type: 'doc', docId: 'guides/getting-started', position: 'left', label: 'Guides' },
      { type: 'doc', docId: 'components/ActivityIndicator', position: 'left', label: 'Components' },
      { type: 'doc', docId: 'showcase', position: 'left', label: 'Showcase' },
      {
        // 5.x and 6.x, each opening the page being read in that version, then docs.archived.
        type: 'docsVersionDropdown',
        position: 'right',
      },
      { type: 'search', position: 'right' },
      { href: 'https://discord.gg/zwR2Cdh', 'aria-label': 'Discord', icon: 'discord', position: 'right' },
      { href: 'https://twitter.com/rn_paper', 'aria-label': 'Twitter', icon: 'twitter', position: 'right' },
      {
        href: 'https://github.com/callstack/react-native-paper',
        'aria-label': 'GitHub',
        icon: 'github',
        position: 'right',
      },
    ],
  },
  footer: {
    style: 'dark',
    links: [
      {
        title: 'Docs',
        items: [
          { label: 'Getting started', to: '/docs/guides/getting-started/' },
          { label: 'Theming', to: '/docs/guides/theming/' },
          { label: 'Components', to: '/docs/components/ActivityIndicator/' },
          { label: 'Showcase', to: '/docs/showcase/' },
        ],
      },
      {
        title: 'Community',
        items: [
          { label: 'Discord', href: 'https://discord.gg/zwR2Cdh' },
          { label: 'Twitter', href: 'https://twitter.com/rn_paper' },
          { label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/react-native-paper' },
        ],
      },
      {
        title: 'More',
        items: [
          { label: 'GitHub', href: 'https://github.com/callstack/react-native-paper' },
          { label: 'Releases', href: 'https://github.com/callstack/react-native-paper/releases' },
          { label: 'npm package', href: 'https://www.npmjs.com/package/react-native-paper' },
        ],
      },
    ],
    logo: {
      alt: 'React Native Paper',
      src: 'images/logo.svg',
      srcDark: 'images/logo-dark.svg',
      width: 40,
      height: 40,
      href: 'https://github.com/callstack/react-native-paper',
      target: '_blank',
    },
    copyright: `Copyright © ${new Date().getFullYear()} Callstack Open Source.`,
  },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
  search: {
    // The hosted provider is used only when both are set (for example from the environment).
    appId: process.env.DOCSEARCH_APP_ID ?? '',
    apiKey: process.env.DOCSEARCH_API_KEY ?? '',
    indexName: 'react-native-paper',
    contextualSearch: true,
  },
};

export default siteConfig;
