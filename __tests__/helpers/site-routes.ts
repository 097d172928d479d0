import fs from 'fs';
import path from 'path';
import YAML from 'yaml';
import { comparedVersions } from '../../gatsby/schema/version-comparison';
import { docVersions, siteConfig } from '../../gatsby/config/site-config';
import type { DocVersionSources } from '../../gatsby/config/doc-versions';
import { listPages } from '../../plugins/gatsby-source-component-docs/page-list';
import { lastVersionOf, versionNamed } from '../../src/shared/doc-versions';
import { apiChangesTitle } from '../../src/shared/pages/api-changes-page';
import { API_CHANGES_ID, docPath } from '../../src/shared/routes';

/** A docs version as the tests name it: by its name in site.config.ts, or resolved. */
export type VersionRef = string | DocVersionSources;

/** Every docs version, as site.config.ts lists them (oldest first). */
export const allVersions = (): DocVersionSources[] => docVersions();

/** The version of a name (a resolved one as it is). */
export const versionOf = (version: VersionRef): DocVersionSources =>
  typeof version === 'string' ? versionNamed(docVersions(), version) : version;

/** A page data file of a version (`theme-colors.json`), by component title; none when the version has no such file. */
export function pageDataOf<T = Record<string, unknown>>(version: VersionRef, file: string): T {
  const full = path.join(versionOf(version).pageDataDir, file);
  return (fs.existsSync(full) ? JSON.parse(fs.readFileSync(full, 'utf8')) : {}) as T;
}

/** The version served at /docs/ (`docs.lastVersion`). */
export const currentVersion = (): DocVersionSources => lastVersionOf(docVersions());

/** The versions served under a prefix of their own: every one but the current. */
export const prefixedVersions = (): DocVersionSources[] => docVersions().filter((version) => !version.isLast);

/** Where a version's llms.txt is: `/llms.txt` for the current one, `/6.x/llms.txt` for one under a prefix. */
export const llmsTxtOf = (version: VersionRef): string => {
  const { prefix } = versionOf(version);
  return prefix ? `/${prefix}/llms.txt` : '/llms.txt';
};

/**
 * A version's page by its path below its docs root, wherever the config serves it:
 * `pageOf('6.x', 'components/Button/')` is `/6.x/docs/components/Button/` while 5.x is current, and
 * `/docs/components/Button/` once 6.x is.
 */
export const pageOf = (version: VersionRef, page = ''): string => `${versionOf(version).root}${page}`;

/** A guide's slug, its file name without the number: `02-theming.mdx` -> `theming`. */
const slugOf = (file: string) => file.replace(/^\d+-/, '').replace(/\.mdx$/, '');

/** A guide file's front matter (the part these tests read). */
function frontMatter(file: string): { title: string; order: number } {
  const source = fs.readFileSync(file, 'utf8');
  const block = /^---\n([\s\S]*?)\n---/.exec(source);
  if (!block) throw new Error(`${file} has no front matter.`);
  return YAML.parse(block[1]) as { title: string; order: number };
}

/**
 * A version's written guides (the current version's by default), from its guides folder, in sidebar
 * order (front matter `order`): [slug, title]; a guide's slug is its file name without the number.
 */
export function guidesOf(version: VersionRef = currentVersion()): [slug: string, title: string][] {
  const { guidesDir } = versionOf(version);
  return fs
    .readdirSync(guidesDir)
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => ({ file, ...frontMatter(path.join(guidesDir, file)) }))
    .sort((a, b) => a.order - b.order)
    .map(({ file, title }): [string, string] => [slugOf(file), title]);
}

/**
 * The guide pages, in every version, whose source places a site component (`IconBrowser`,
 * `ThemeBuilder`): where the content uses a feature, whichever versions that is.
 */
export function guidePagesWith(component: string): string[] {
  return docVersions().flatMap((version) =>
    fs
      .readdirSync(version.guidesDir)
      .filter((file) => file.endsWith('.mdx'))
      .filter((file) => fs.readFileSync(path.join(version.guidesDir, file), 'utf8').includes(`<${component}`))
      .map((file) => pageOf(version, `guides/${slugOf(file)}/`)),
  );
}

/**
 * The guides a version's sidebar lists: its written guides, and right after its migration guide the
 * API changes page the build writes for a version compared with the one before it.
 */
export function sidebarGuidesOf(version: VersionRef = currentVersion()): [slug: string, title: string][] {
  const resolved = versionOf(version);
  const guides = guidesOf(resolved);
  const compared = comparedVersions(docVersions()).find((pair) => pair.version.name === resolved.name);
  if (!compared) return guides;
  const migration = guides.findIndex(([slug]) => `guides/${slug}` === resolved.migration!.guide);
  const apiChanges: [string, string] = [
    API_CHANGES_ID.replace(/^guides\//, ''),
    apiChangesTitle(compared.previous.name),
  ];
  return [...guides.slice(0, migration + 1), apiChanges, ...guides.slice(migration + 1)];
}

/**
 * The guides of the site this one replaces, in sidebar order, with their slugs and titles: 5.x's
 * guides keep them, and their addresses under /docs/ must keep working whichever version is current.
 */
export const REPLACED_SITE_GUIDES: [slug: string, title: string][] = [
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
export function componentRoutes(name?: VersionRef): [route: string, title: string][] {
  const version = name ? versionOf(name) : currentVersion();
  const pages = listPages(version.componentPages, 'components');
  return pages.map((page) => [docPath(version.prefix, page.docId), page.title]);
}

/**
 * A docs version's label as site.config.ts gives it (`v6.x (next)`): tests name a version by its
 * name, so relabelling one in the config breaks none.
 */
export const versionLabel = (version: VersionRef): string => versionOf(version).label;

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
  comparedVersions(docVersions()).map(({ version }) => docPath(version.prefix, API_CHANGES_ID));
