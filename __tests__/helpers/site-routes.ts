import fs from 'fs';
import path from 'path';

/** The twelve guides with the titles the current public site uses, in sidebar order. */
export const GUIDES: [slug: string, title: string][] = [
  ['getting-started', 'Getting Started'],
  ['theming', 'Theming'],
  ['icons', 'Icons'],
  ['fonts', 'Fonts'],
  ['react-native-web', 'Using on the Web'],
  ['recommended-libraries', 'Recommended Libraries'],
  ['contributing', 'Contributing'],
  ['theming-with-react-navigation', 'Theming with React Navigation'],
  ['bottom-navigation', 'Using BottomNavigation with React Navigation'],
  ['react-navigation', 'Integrate AppBar with React Navigation'],
  ['migration-guide-to-5.0', 'Introducing v5 with Material You'],
  ['ripple-effect', 'Ripple effect'],
];

type PagesMap = Record<string, string | Record<string, string>>;

/** Every component page: [route, display title], from the pages map the generator reads. */
export function componentRoutes(): [route: string, title: string][] {
  const pages: PagesMap = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', 'content', 'data', 'component-pages.json'), 'utf8'));
  return Object.entries(pages).flatMap(([family, entry]) => {
    if (typeof entry === 'string') return [[`/docs/components/${family}/`, family]];
    return Object.keys(entry).map((key): [string, string] => {
      if (key === family) return [`/docs/components/${family}/`, family];
      const title = key.startsWith(family) ? `${family}.${key.slice(family.length)}` : key;
      return [`/docs/components/${family}/${key}/`, title];
    });
  });
}
