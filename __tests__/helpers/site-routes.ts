import { comparedVersions } from '../../gatsby/schema/version-comparison';
import { docVersions, siteConfig } from '../../gatsby/config/site-config';
import { listPages } from '../../plugins/gatsby-source-component-docs/page-list';
import { lastVersionOf, versionNamed } from '../../src/shared/doc-versions';
import { API_CHANGES_ID, docPath, versionedDocId } from '../../src/shared/routes';

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

/** Every component page of a docs version (by name; the one at /docs/ by default): [route, display title], from the pages map the generator reads. */
export function componentRoutes(name?: string): [route: string, title: string][] {
  const versions = docVersions();
  const version = name ? versionNamed(versions, name) : lastVersionOf(versions);
  const pages = listPages(version.componentPages, versionedDocId(version.prefix, 'components'));
  return pages.map((page) => [docPath(page.docId), page.title]);
}

/**
 * A docs version's label as site.config.ts gives it (`v6.x (next)`): tests name a version by its
 * name, so relabelling one in the config breaks none.
 */
export const versionLabel = (name: string): string => versionNamed(docVersions(), name).label;

/** The labels the version dropdown lists: the versions built here, then the archived sites. */
export const dropdownLabels = (): string[] => [
  ...docVersions().map((version) => version.label),
  ...(siteConfig().docs.archived ?? []).map((version) => version.label),
];

/** The navbar's label for the link to a doc (`showcase` -> `Showcase`), as site.config.ts gives it: relabelling it there breaks no test. */
export function navbarLabel(docId: string): string {
  const item = siteConfig().navbar.items.find((candidate) => candidate.type === 'doc' && candidate.docId === docId);
  const label = item && 'label' in item ? item.label : undefined;
  if (!label) throw new Error(`site.config.ts has no labelled navbar link to the doc ${docId}; these tests need one.`);
  return label;
}

/** The navbar's links to the guides, the components and the showcase, by their labels in site.config.ts. */
export const NAVBAR = {
  guides: navbarLabel('guides/getting-started'),
  components: navbarLabel('components/ActivityIndicator'),
  showcase: navbarLabel('showcase'),
};

/** The API changes page of each version compared with the one before it. */
export const apiChangesRoutes = (): string[] =>
  comparedVersions(docVersions()).map(({ version }) => docPath(versionedDocId(version.prefix, API_CHANGES_ID)));
