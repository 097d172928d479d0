import fs from 'fs';
import path from 'path';
import type { Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { markdownParser } from '../../gatsby/mdx/unified-stack';
import { markdownPath } from '../../src/shared/routes';
import { BASE, builtPage, PUBLIC_DIR, text } from '../helpers/built-site';
import { componentRoutes } from '../helpers/site-routes';

// "Changes from 5.x" on the built 6.x component pages and in their Markdown copies. What the
// comparison finds is the unit tests' (component-changes.test.ts); here, that every page with a 5.x
// counterpart has the section in both outputs, with the same rows, and the real TextInput's renames.

const FALLBACKS = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../../content/version-fallbacks.json'), 'utf8'),
) as Record<string, Record<string, string>>;
/** `/6.x/docs/components/TextInput/` -> `components/TextInput` */
const idOf = (route: string) => route.split('/docs/')[1].replace(/\/$/, '');
const older = new Set(componentRoutes('5.x').map(([route]) => idOf(route)));
const hasCounterpart = (id: string) => older.has((FALLBACKS['5.x']?.[id] ?? id).split('#')[0]);

const markdownOf = (route: string) => fs.readFileSync(path.join(PUBLIC_DIR, markdownPath(route)), 'utf8');

/** The rows of the table under `## Changes from 5.x`, each as its cells' plain text. */
function markdownRows(markdown: string): string[][] {
  const blocks = markdownParser.parse(markdown).children;
  const start = blocks.findIndex((block) => block.type === 'heading' && toString(block) === 'Changes from 5.x');
  const table = blocks.slice(start).find((block): block is Table => block.type === 'table');
  return (table?.children ?? []).map((row) => row.children.map((cell) => toString(cell)));
}

describe('Changes from 5.x', () => {
  const pages = componentRoutes('6.x').map(([route]) => {
    const page = builtPage(route);
    const heading = page.querySelector('h2#changes');
    heading?.querySelectorAll('.anchor-heading__link').forEach((link) => link.remove());
    const rows = page
      .querySelectorAll('table.prop-changes tr')
      .map((row) => row.querySelectorAll('th, td').map((cell) => text(cell).replace(/^–none$/, '–')));
    return { route, id: idOf(route), heading: text(heading), rows, markdown: markdownOf(route) };
  });

  it('is on every 6.x component page with a 5.x counterpart, in its HTML and its Markdown, and on no other', () => {
    const withSection = pages.filter((page) => page.heading === 'Changes from 5.x').map((page) => page.id);
    const inMarkdown = pages.filter((page) => page.markdown.includes('\n## Changes from 5.x\n')).map((page) => page.id);
    const expected = pages.filter((page) => hasCounterpart(page.id)).map((page) => page.id);
    expect(expected.length).toBeGreaterThan(60);
    expect(withSection).toEqual(expected);
    expect(inMarkdown).toEqual(expected);
    expect(pages.find((page) => page.id === 'components/FAB/FABMenu')?.heading).toBe('Changes from 5.x');
  });

  it('shows the same rows on the page and in its Markdown', () => {
    const withRows = pages.filter((page) => page.rows.length > 0);
    expect(withRows.length).toBeGreaterThan(30);
    for (const page of withRows)
      expect({ page: page.route, rows: markdownRows(page.markdown) }).toEqual({ page: page.route, rows: page.rows });
  });

  it('is on no 5.x page', () => {
    for (const [route] of componentRoutes('5.x')) expect(builtPage(route).querySelector('h2#changes')).toBeNull();
  });

  it("says TextInput's renames from the changes file, each linked to its section of the migration guide", () => {
    const page = builtPage('/6.x/docs/components/TextInput/');
    const row = page.querySelectorAll('table.prop-changes tr').find((tr) => text(tr.querySelector('th')) === 'mode')!;
    expect(text(row.querySelectorAll('td')[0])).toBe('Renamed to variant (migration guide)');
    expect(row.querySelector('a')?.getAttribute('href')).toBe(
      `${BASE}/6.x/docs/guides/migration/#textinput-mode-becomes-variant`,
    );
    const migration = builtPage('/6.x/docs/guides/migration/');
    expect(migration.querySelector('#textinput-mode-becomes-variant')).not.toBeNull();
  });
});
