import fs from 'fs';
import path from 'path';
import { BASE, builtPage, isRedirect, PUBLIC_DIR, text } from '../helpers/built-site';
import { componentRoutes, sidebarGuidesOf } from '../helpers/site-routes';
import { readBuiltPages } from '../../gatsby/post-build/built-pages';
import { unpackRecords, type PackedIndex } from '../../src/shared/search/index-format';

const indexFile = path.join(PUBLIC_DIR, 'search-index.json');

describe('search index', () => {
  const raw = fs.readFileSync(indexFile, 'utf8');
  const records = unpackRecords(JSON.parse(raw) as PackedIndex);

  it('stays well under 1 MB', () => {
    expect(Buffer.byteLength(raw)).toBeLessThan(600 * 1024);
  });

  it('has a page record for every guide and the showcase', () => {
    // The current version's guides, as its sidebar lists them.
    for (const [slug, title] of sidebarGuidesOf()) {
      expect(records).toContainEqual(
        expect.objectContaining({
          type: 'lvl1',
          url: `${BASE}/docs/guides/${slug}/`,
          hierarchy: expect.objectContaining({ lvl0: 'Guides', lvl1: title }),
        }),
      );
    }
    expect(records.some((r) => r.type === 'lvl1' && r.hierarchy.lvl0 === 'Showcase')).toBe(true);
  });

  it("has component sections, such as Button's mode prop with its text", () => {
    const mode = records.filter((r) => r.url === `${BASE}/docs/components/Button/#prop-mode`);
    expect(mode[0]).toMatchObject({
      type: 'lvl3',
      hierarchy: { lvl0: 'Components', lvl1: 'Button', lvl2: 'Props', lvl3: 'mode' },
    });
    expect(mode.some((r) => r.content?.startsWith('Mode of the button.'))).toBe(true);
    for (const name of ['ActivityIndicator', 'TextInput', 'Appbar.Action']) {
      expect(records.some((r) => r.type === 'lvl1' && r.hierarchy.lvl1 === name)).toBe(true);
    }
  });
});

describe('search page', () => {
  const page = builtPage('/search/');

  it('is built with its title, a capped search field and a note that results need JavaScript', () => {
    expect(text(page.querySelector('title'))).toBe('Search | React Native Paper');
    const input = page.querySelector('input[type="search"][name="q"]');
    expect(input?.getAttribute('maxlength')).toBe('64');
    expect(text(page.querySelector('.search-page__no-js'))).toContain('Search needs JavaScript');
    // Without JavaScript, the page lists every docs page instead.
    const indexed = new Set(page.querySelectorAll('#page-index a').map((link) => link.getAttribute('href')));
    const docPages = [...readBuiltPages(PUBLIC_DIR)]
      .filter(([p, html]) => p.startsWith('/docs/') && !isRedirect(html))
      .map(([p]) => p);
    expect(docPages.length).toBeGreaterThan(componentRoutes().length + sidebarGuidesOf().length);
    expect(docPages.filter((p) => !indexed.has(`${BASE}${p}`))).toEqual([]);
  });

  it('has the navbar search button on every page', () => {
    expect(builtPage('/docs/guides/theming/').querySelector('.navbar__search .DocSearch-Button')).not.toBeNull();
  });
});
