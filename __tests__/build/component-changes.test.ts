import fs from 'fs';
import path from 'path';
import type { Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { markdownParser } from '../../gatsby/mdx/unified-stack';
import { markdownPath } from '../../src/shared/routes';
import { BASE, builtPage, PUBLIC_DIR, readBuilt, text } from '../helpers/built-site';
import { componentRoutes, llmsTxtOf, pageOf } from '../helpers/site-routes';
import siteConfig from '../../site.config';

// "Changes from 5.x" on the built 6.x component pages and in their Markdown copies. What the
// comparison finds is the unit tests' (component-changes.test.ts); here, that every page with a 5.x
// counterpart has the section in both outputs, with the same rows, and the real TextInput's renames.
// These are what changed from 5.x to 6.x: the pages are found where the config serves each version.
const FROM = '5.x';
const TO = '6.x';

const FALLBACKS = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../../content/version-fallbacks.json'), 'utf8'),
) as Record<string, Record<string, string>>;
/** `/6.x/docs/components/TextInput/` -> `components/TextInput` */
const idOf = (route: string) => route.split('/docs/')[1].replace(/\/$/, '');
const older = new Set(componentRoutes(FROM).map(([route]) => idOf(route)));
const hasCounterpart = (id: string) => older.has((FALLBACKS[FROM]?.[id] ?? id).split('#')[0]);

const markdownOf = (route: string) => fs.readFileSync(path.join(PUBLIC_DIR, markdownPath(route)), 'utf8');

/** The rows of the table under `## Changes from 5.x`, each as its cells' plain text. */
function markdownRows(markdown: string): string[][] {
  const blocks = markdownParser.parse(markdown).children;
  const start = blocks.findIndex((block) => block.type === 'heading' && toString(block) === `Changes from ${FROM}`);
  const table = blocks.slice(start).find((block): block is Table => block.type === 'table');
  return (table?.children ?? []).map((row) => row.children.map((cell) => toString(cell)));
}

describe(`Changes from ${FROM}`, () => {
  const pages = componentRoutes(TO).map(([route]) => {
    const page = builtPage(route);
    const heading = page.querySelector('h2#changes');
    heading?.querySelectorAll('.anchor-heading__link').forEach((link) => link.remove());
    const rows = page
      .querySelectorAll('table.prop-changes tr')
      .map((row) => row.querySelectorAll('th, td').map((cell) => text(cell).replace(/^–none$/, '–')));
    const saysNew = text(heading?.parentNode.querySelector('p') ?? null).endsWith(`${FROM} has no such component.`);
    return { route, id: idOf(route), heading: text(heading), saysNew, rows, markdown: markdownOf(route) };
  });

  it(`is on every ${TO} component page, in its HTML and its Markdown; a page ${FROM} has no counterpart of says it is new`, () => {
    expect(pages.filter((page) => page.heading !== `Changes from ${FROM}`).map((page) => page.id)).toEqual([]);
    expect(
      pages.filter((page) => !page.markdown.includes(`\n## Changes from ${FROM}\n`)).map((page) => page.id),
    ).toEqual([]);
    const isNew = pages.filter((page) => page.saysNew).map((page) => page.id);
    expect(isNew).toEqual(pages.filter((page) => !hasCounterpart(page.id)).map((page) => page.id));
    expect(isNew).not.toContain('components/FAB/FABMenu');
  });

  it('shows the same rows on the page and in its Markdown', () => {
    const withRows = pages.filter((page) => page.rows.length > 0);
    expect(withRows.length).toBeGreaterThan(30);
    for (const page of withRows)
      expect({ page: page.route, rows: markdownRows(page.markdown) }).toEqual({ page: page.route, rows: page.rows });
  });

  it(`sends a ${FROM} reader to what changed in ${TO}, or to what replaces a component ${TO} does not have`, () => {
    const sectionOf = (route: string) => {
      const heading = builtPage(route).querySelector('h2#changes');
      heading?.querySelectorAll('.anchor-heading__link').forEach((link) => link.remove());
      return { title: text(heading), link: heading?.parentNode.querySelector('p a')?.getAttribute('href') };
    };
    expect(sectionOf(pageOf(FROM, 'components/TextInput/'))).toEqual({
      title: `Changed in ${TO}`,
      link: `${BASE}${pageOf(TO, 'components/TextInput/#changes')}`,
    });
    expect(sectionOf(pageOf(FROM, 'components/HelperText/'))).toEqual({
      title: `Removed in ${TO}`,
      link: `${BASE}${pageOf(TO, 'guides/migration/#helpertext')}`,
    });
    expect(markdownOf(pageOf(FROM, 'components/TextInput/'))).toContain(`\n## Changed in ${TO}\n`);
  });

  it("says TextInput's renames from the changes file, each linked to its section of the migration guide", () => {
    const page = builtPage(pageOf(TO, 'components/TextInput/'));
    const row = page.querySelectorAll('table.prop-changes tr').find((tr) => text(tr.querySelector('th')) === 'mode')!;
    expect(text(row.querySelectorAll('td')[0])).toBe('Renamed to variant (migration guide)');
    expect(row.querySelector('a')?.getAttribute('href')).toBe(
      `${BASE}${pageOf(TO, 'guides/migration/#textinput-mode-becomes-variant')}`,
    );
    const migration = builtPage(pageOf(TO, 'guides/migration/'));
    expect(migration.querySelector('#textinput-mode-becomes-variant')).not.toBeNull();
  });
});

describe('the API changes page', () => {
  const ROUTE = pageOf(TO, 'guides/api-changes/');
  const page = builtPage(ROUTE);
  const headings = (level: string) =>
    page.querySelectorAll(`article ${level}`).map((heading) => {
      heading.querySelectorAll('.anchor-heading__link').forEach((link) => link.remove());
      return text(heading);
    });
  /** Each table's rows as plain text cells, in page order. */
  const htmlTables = page
    .querySelectorAll('table.prop-changes')
    .map((table) =>
      table
        .querySelectorAll('tr')
        .map((row) => row.querySelectorAll('th, td').map((cell) => text(cell).replace(/^–none$/, '–'))),
    );
  const markdown = markdownOf(ROUTE);

  it(`groups every ${TO} component whose props changed, with the rows of its own page, and the components ${TO} dropped`, () => {
    const groups = headings('h3');
    const changedPages = componentRoutes(TO).filter(
      ([route]) => builtPage(route).querySelectorAll('table.prop-changes tr').length > 0,
    );
    expect(changedPages.length).toBeGreaterThan(30);
    expect(groups).toEqual(expect.arrayContaining(changedPages.map(([, title]) => title)));
    expect(groups).toEqual(expect.arrayContaining(['HelperText', 'TextInput.Affix', 'Checkbox.Android']));
    const textInput = page.querySelector('#component-textinput')!.nextElementSibling!.nextElementSibling!;
    expect(text(textInput)).toBe(
      text(builtPage(pageOf(TO, 'components/TextInput/')).querySelector('table.prop-changes')),
    );
  });

  it("lists the library's exports and theme colour roles that changed, linked to the migration guide", () => {
    expect(headings('h2')).toEqual(
      expect.arrayContaining(['Components', 'Exports', 'Theme colour roles', 'Unchanged components']),
    );
    const rows = htmlTables.flat().map((cells) => cells.slice(0, 2).join(': '));
    expect(rows).toEqual(
      expect.arrayContaining([
        'MD3LightTheme: Renamed to LightTheme (migration guide)',
        'MD2LightTheme: Removed (migration guide)',
        'Caption: Removed; use Text variant (migration guide)',
        'surfaceDisabled: Removed (migration guide)',
        'surfaceContainer: Added',
      ]),
    );
  });

  it(`has a Markdown copy with the same headings and tables, and is in ${TO}’s llms.txt`, () => {
    const blocks = markdownParser.parse(markdown).children;
    const mdHeadings = blocks.filter((block) => block.type === 'heading' && block.depth === 3).map((b) => toString(b));
    expect(mdHeadings).toEqual(headings('h3'));
    const mdTables = blocks
      .filter((block): block is Table => block.type === 'table')
      .map((table) => table.children.map((row) => row.children.map((cell) => toString(cell))));
    expect(mdTables).toEqual(htmlTables);
    expect(readBuilt(llmsTxtOf(TO))).toContain(
      `[API changes from ${FROM}](${siteConfig.url}${BASE}${markdownPath(ROUTE)})`,
    );
  });

  it(`follows the migration guide in the sidebar; the guide and the ${TO} announcement link to it; ${FROM} has none`, () => {
    const migration = builtPage(pageOf(TO, 'guides/migration/'));
    const sidebar = migration.querySelectorAll('.doc-page__sidebar .sidebar__link').map((link) => text(link));
    expect(sidebar.slice(-2)).toEqual([`Migrating from ${FROM} to 6.0`, `API changes from ${FROM}`]);
    const here = `a[href="${BASE}${ROUTE}"]`;
    expect(migration.querySelector(`article ${here}`)).not.toBeNull();
    expect(migration.querySelector(`.announcement-bar ${here}`)).not.toBeNull();
    expect(fs.existsSync(path.join(PUBLIC_DIR, pageOf(FROM, 'guides/api-changes/'), 'index.html'))).toBe(false);
  });
});
