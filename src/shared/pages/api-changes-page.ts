import { plural, type Inline, type InlineLink } from './inline';
import { changeRows, replacedBy, type ComponentChanges, type NamedChange, type PropChangeRow } from './prop-changes';

/**
 * A version's API changes page as data: every component, prop, export and theme colour role that
 * differs from the version before, grouped by component, and the filter over them. The template and
 * the Markdown writer render the same model.
 */

/** What the page's filter offers; a type, default or required change is `changed`. */
export const FILTER_KINDS = [
  ['all', 'All changes'],
  ['removed', 'Removed'],
  ['renamed', 'Renamed'],
  ['changed', 'Changed'],
  ['added', 'Added'],
] as const;
export type FilterKind = (typeof FILTER_KINDS)[number][0];

const filterKindOf = (kind: string): FilterKind =>
  kind === 'removed' || kind === 'renamed' || kind === 'added' ? kind : 'changed';

export interface ApiChangeRow extends PropChangeRow {
  filterKind: FilterKind;
}

export interface ApiChangeGroup {
  /** The heading's id. */
  id: string;
  title: string;
  /** The group's own change: a component removed, renamed or new. */
  kind: FilterKind | null;
  /** What became of the component, with links to its pages. */
  status: Inline[];
  rows: ApiChangeRow[];
}

export interface ApiChangeSection {
  id: string;
  title: string;
  intro: string;
  /** What the rows name: Prop, Export, Role. */
  nameHeader: string;
  /** Components have a heading per group; the exports and roles sections are one table. */
  grouped: boolean;
  /** Rows show the prop's type, default or flag in each version. */
  showValues: boolean;
  groups: ApiChangeGroup[];
}

export interface ApiChangesPage {
  title: string;
  from: string;
  version: string;
  lead: Inline[];
  sections: ApiChangeSection[];
  /** The components whose props did not change, linked to their pages, as a sentence. */
  unchanged: Inline[];
}

/** The page data the model reads: both versions' components and the library's names compared. */
export interface ApiChangesData {
  newer: readonly { title: string; path: string; changesFromPrevious: ComponentChanges | null }[];
  older: readonly {
    title: string;
    path: string;
    inNextVersion: { path: string | null; movedTo: string | null; replacement: string | null } | null;
  }[];
  library: {
    version: string;
    from: string;
    guidePath: string;
    exports: readonly NamedChange[];
    themeRoles: readonly NamedChange[];
  };
}

export const apiChangesTitle = (from: string): string => `API changes from ${from}`;

/** One sentence for search engines and llms.txt. */
export const apiChangesSummary = (from: string, version: string): string =>
  `Every component, prop, export and theme colour role of React Native Paper that changed from ${from} to ${version}.`;

const anchorOf = (title: string) => `component-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

const rowsOf = (changes: readonly NamedChange[], guidePath: string | null): ApiChangeRow[] =>
  changeRows(changes, guidePath).map((row) => ({ ...row, filterKind: filterKindOf(row.kind) }));

function componentGroups({ newer, older, library }: ApiChangesData): {
  groups: ApiChangeGroup[];
  unchanged: InlineLink[];
} {
  const groups: ApiChangeGroup[] = [];
  const unchanged: InlineLink[] = [];
  const group = (title: string, kind: FilterKind | null, status: Inline[], rows: ApiChangeRow[] = []) =>
    groups.push({ id: anchorOf(title), title, kind, status, rows });
  for (const doc of newer) {
    const changes = doc.changesFromPrevious;
    if (!changes) continue;
    const page = { text: `${doc.title} in ${library.version}`, to: doc.path };
    if (!changes.fromPath) {
      group(doc.title, 'added', ['New in ', library.version, ': ', page, '.']);
      continue;
    }
    const before = { text: `${changes.fromTitle} in ${changes.from}`, to: changes.fromPath };
    const rows = rowsOf(changes.props, changes.guidePath);
    if (changes.fromTitle !== doc.title)
      group(
        doc.title,
        'renamed',
        ['Renamed from ', { code: changes.fromTitle ?? '' }, ': ', before, ', ', page, '.'],
        rows,
      );
    else if (rows.length > 0) group(doc.title, null, ['Compare ', before, ' with ', page, '.'], rows);
    else unchanged.push({ text: doc.title, to: page.to });
  }
  for (const doc of older) {
    const next = doc.inNextVersion;
    if (!next || next.path) continue;
    group(doc.title, 'removed', [
      `Removed in ${library.version}`,
      ...replacedBy(next),
      '. ',
      { text: `${doc.title} in ${library.from}`, to: doc.path },
      '.',
    ]);
  }
  return { groups, unchanged };
}

export function apiChangesPage(data: ApiChangesData): ApiChangesPage {
  const { library } = data;
  const { groups, unchanged } = componentGroups(data);
  const oneTable = (id: string, title: string, intro: string, nameHeader: string, changes: readonly NamedChange[]) => ({
    id,
    title,
    intro,
    nameHeader,
    grouped: false,
    showValues: false,
    groups: [{ id, title, kind: null, status: [], rows: rowsOf(changes, library.guidePath) }],
  });
  return {
    title: apiChangesTitle(library.from),
    from: library.from,
    version: library.version,
    lead: [
      `Every component, prop, export and theme colour role of React Native Paper that differs between ${library.from} and ${library.version}, found by comparing the two versions' sources when this site was built. The `,
      { text: 'migration guide', to: library.guidePath },
      ' explains how to move your code; ',
      { code: 'npm run migration-check' },
      ' finds these names in it.',
    ],
    sections: [
      {
        id: 'components',
        title: 'Components',
        intro: `Props removed, renamed, changed or new, by component, and components that ${library.version} removed, renamed or added.`,
        nameHeader: 'Prop',
        grouped: true,
        showValues: true,
        groups,
      },
      oneTable(
        'exports',
        'Exports',
        `Names the package's entry exports, themes and types included.`,
        'Export',
        library.exports,
      ),
      oneTable(
        'theme-colour-roles',
        'Theme colour roles',
        `Roles of the theme's colours (theme.colors).`,
        'Role',
        library.themeRoles,
      ),
    ],
    unchanged:
      unchanged.length > 0
        ? unchanged.flatMap((link, i): Inline[] => (i > 0 ? [', ', link] : [link]))
        : [`Every component changed in ${library.version}.`],
  };
}

/** The changes the sections hold: each row, and each component removed, renamed or new. */
export const changeCount = (sections: readonly ApiChangeSection[]): number =>
  sections.reduce(
    (sum, section) => sum + section.groups.reduce((n, group) => n + group.rows.length + (group.kind ? 1 : 0), 0),
    0,
  );

export const countSentence = (shown: number, total: number): string =>
  shown === total ? `${plural(total, 'change')}.` : `Showing ${shown} of ${plural(total, 'change')}.`;

export interface ApiChangesFilter {
  text: string;
  kind: FilterKind;
}

/**
 * The sections as the filter leaves them. Text matches a component's name (its rows then stay) or a
 * row's name, old or new; the kind keeps rows of that kind, and components removed, renamed or new of
 * it. A component kept only for its rows keeps its status but no longer counts as a change itself.
 */
export function filterSections(sections: readonly ApiChangeSection[], filter: ApiChangesFilter): ApiChangeSection[] {
  const text = filter.text.trim().toLowerCase();
  const matches = (...names: (string | null)[]) => !text || names.some((name) => name?.toLowerCase().includes(text));
  const ofKind = (kind: FilterKind | null) => filter.kind === 'all' || kind === filter.kind;
  return sections.map((section) => ({
    ...section,
    groups: section.groups.flatMap((group) => {
      const titleMatches = section.grouped && matches(group.title);
      const rows = group.rows.filter(
        (row) => ofKind(row.filterKind) && (titleMatches || matches(row.prop, row.renamedTo)),
      );
      const itself = group.kind !== null && titleMatches && ofKind(group.kind);
      return rows.length > 0 || itself ? [{ ...group, kind: itself ? group.kind : null, rows }] : [];
    }),
  }));
}

export const MAX_FILTER_TEXT = 100;

/** The filter a page address asks for (`?name=mode&kind=renamed`); anything else is no filter. */
export function filterFromSearch(search: string): ApiChangesFilter {
  const params = new URLSearchParams(search);
  const kind = FILTER_KINDS.find(([known]) => known === params.get('kind'))?.[0] ?? 'all';
  return { text: (params.get('name') ?? '').slice(0, MAX_FILTER_TEXT), kind };
}

/** The address's query for a filter, so a filtered list can be shared: empty for no filter. */
export function searchOfFilter(filter: ApiChangesFilter): string {
  const params = new URLSearchParams();
  if (filter.text.trim()) params.set('name', filter.text);
  if (filter.kind !== 'all') params.set('kind', filter.kind);
  const query = params.toString();
  return query ? `?${query}` : '';
}
