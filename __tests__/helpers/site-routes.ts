import pagesMap from '../../content/5.x/component-pages.json';
import pages6 from '../../content/6.x/component-pages.json';
import { listPages } from '../../plugins/gatsby-source-component-docs/page-list';
import { docPath } from '../../src/shared/routes';

/** The twelve guides, in sidebar order, with the slugs and titles of the site this one replaces (its links must keep working). */
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

/** Every component page of a docs version: [route, display title], from the pages map the generator reads. */
export function componentRoutes(version: 'current' | '6.x' = 'current'): [route: string, title: string][] {
  const pages = version === 'current' ? listPages(pagesMap) : listPages(pages6, '6.x/components');
  return pages.map((page) => [docPath(page.docId), page.title]);
}
