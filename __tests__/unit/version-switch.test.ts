import { asRoutePrefix, type DocVersion } from '../../src/shared/doc-versions';
import type { ResolvedNavbarItem } from '../../src/shared/navigation';
import { fixtureVersions } from '../helpers/version-fixtures';
import {
  docPath,
  docTargetPath,
  isNotFoundPage,
  sectionPathOfDoc,
  versionedDocId,
  versionRootOf,
  versionSearchPathOf,
} from '../../src/shared/routes';
import { docLinkOnPage, navbarForPage, switchVersionLink, versionOfPage } from '../../src/shared/version-switch';

const [one, two] = fixtureVersions(['1.x', '2.x'], '1.x');
const versions: DocVersion[] = [
  { ...one, fallbacks: { 'components/FAB/FABMenu/': '/docs/components/FAB/FABGroup/' } },
  { ...two, fallbacks: { 'components/HelperText/': '/2.x/docs/guides/migration/#helpertext' } },
];
const [current, next] = versions;

describe('versioned doc ids and routes', () => {
  it("puts another version under its record's prefix and leaves the current one where it was", () => {
    expect(docPath(current.prefix, 'guides/theming')).toBe('/docs/guides/theming/');
    expect(docPath(next.prefix, 'components/FAB/FABMenu')).toBe('/2.x/docs/components/FAB/FABMenu/');
    expect(docTargetPath(next.prefix, 'guides/migration#helpertext')).toBe('/2.x/docs/guides/migration/#helpertext');
    expect(docTargetPath(current.prefix, 'guides/api-changes?name=overlay#exports')).toBe(
      '/docs/guides/api-changes/?name=overlay#exports',
    );
    expect(sectionPathOfDoc(next.prefix, 'guides/x')).toBe('/2.x/docs/guides/');
    expect(versionedDocId(next.prefix, 'guides/x')).toBe('2.x/guides/x');
    expect(versionedDocId(current.prefix, 'guides/x')).toBe('guides/x');
  });

  it('takes a route prefix whatever the version is called, even the name of an area of the docs', () => {
    for (const prefix of ['next', '2026.1', 'guides', 'showcase'].map(asRoutePrefix))
      expect(docPath(prefix, 'components/Button')).toBe(`/${prefix}/docs/components/Button/`);
  });

  it("gives another version a root and a search address beside its docs, and knows the not-found page's paths", () => {
    expect(versionRootOf(asRoutePrefix('2.x'))).toBe('/2.x/');
    expect(versionSearchPathOf(asRoutePrefix('2.x'))).toBe('/2.x/search/');
    expect(['/404/', '/404.html', '/2.x/docs/nope/', '/404-tips/'].map(isNotFoundPage)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('switching versions', () => {
  it('opens the same page in the other version and keeps the anchor', () => {
    expect(switchVersionLink(versions, next, '/docs/components/Button/')).toEqual({
      label: 'v2.x (next)',
      to: '/2.x/docs/components/Button/',
      keepHash: true,
    });
    expect(switchVersionLink(versions, current, '/2.x/docs/guides/theming/')).toMatchObject({
      to: '/docs/guides/theming/',
      keepHash: true,
    });
  });

  it("opens the named page, at its own anchor, when the version lacks the reader's", () => {
    expect(switchVersionLink(versions, next, '/docs/components/HelperText/')).toEqual({
      label: 'v2.x (next)',
      to: '/2.x/docs/guides/migration/#helpertext',
    });
    expect(switchVersionLink(versions, current, '/2.x/docs/components/FAB/FABMenu/').to).toBe(
      '/docs/components/FAB/FABGroup/',
    );
  });

  it("on three versions, opens a newer version's fallback from an older page's old /docs/ address", () => {
    // 2.x at /docs/ keeps 1.x's HelperText address, leading to /1.x/docs/…; 3.x lacks the page.
    const [v1, v2, v3] = fixtureVersions(['1.x', '2.x', '3.x'], '2.x');
    const three = [v1, v2, { ...v3, fallbacks: { 'components/HelperText/': '/3.x/docs/guides/getting-started/' } }];
    expect(switchVersionLink(three, three[2], '/docs/components/HelperText/').to).toBe(
      '/3.x/docs/guides/getting-started/',
    );
    expect(switchVersionLink(three, v1, '/docs/components/HelperText/').to).toBe('/1.x/docs/components/HelperText/');
  });

  it("opens the version's main doc from a page outside the docs", () => {
    expect(switchVersionLink(versions, next, '/search/').to).toBe('/2.x/docs/guides/getting-started/');
    expect(versionOfPage(versions, '/')).toBe(current);
  });
});

describe('navbarForPage', () => {
  const items: ResolvedNavbarItem[] = [
    {
      kind: 'link',
      position: 'left',
      label: 'Guides',
      to: '/docs/guides/getting-started/',
      activePrefix: '/docs/guides/',
      inVersions: { '2.x': { to: '/2.x/docs/guides/getting-started/', activePrefix: '/2.x/docs/guides/' } },
    },
    { kind: 'versions', position: 'right', after: [{ label: 'v4.x', href: 'https://example.com/4/' }] },
  ];

  it('points doc links into the version being read and labels the dropdown with it', () => {
    const [guides, dropdown] = navbarForPage(items, versions, '/2.x/docs/components/Button/');
    expect(guides).toMatchObject({ to: '/2.x/docs/guides/getting-started/', activePrefix: '/2.x/docs/guides/' });
    expect(dropdown).toMatchObject({ kind: 'dropdown', label: 'v2.x (next)' });
    expect(dropdown.kind === 'dropdown' && dropdown.items.map((link) => link.to ?? link.href)).toEqual([
      '/docs/components/Button/',
      '/2.x/docs/components/Button/',
      'https://example.com/4/',
    ]);
  });

  it("on the not-found page, stays in the address's version and leads to each version's main doc", () => {
    const [guides, dropdown] = navbarForPage(items, versions, '/2.x/docs/nope/', { notFound: true });
    expect(guides).toMatchObject({ to: '/2.x/docs/guides/getting-started/' });
    expect(dropdown).toMatchObject({ kind: 'dropdown', label: 'v2.x (next)' });
    expect(dropdown.kind === 'dropdown' && dropdown.items.map((link) => link.to ?? link.href)).toEqual([
      '/docs/guides/getting-started/',
      '/2.x/docs/guides/getting-started/',
      'https://example.com/4/',
    ]);
  });

  it('leaves the current version as configured', () => {
    const [guides, dropdown] = navbarForPage(items, versions, '/docs/guides/theming/');
    expect(guides).toMatchObject({ to: '/docs/guides/getting-started/' });
    expect(dropdown).toMatchObject({ label: 'v1.x' });
  });
});

describe("the footer's links to docs", () => {
  it('lead to the same doc in the version being read, when it has it', () => {
    expect(docLinkOnPage(versions, '/2.x/docs/guides/theming/', '/docs/guides/getting-started/')).toBe(
      '/2.x/docs/guides/getting-started/',
    );
    expect(docLinkOnPage(versions, '/docs/guides/theming/', '/docs/guides/getting-started/')).toBe(
      '/docs/guides/getting-started/',
    );
  });

  it('stay where they lead when that version lacks the doc, or the link is not to a doc', () => {
    expect(docLinkOnPage(versions, '/2.x/docs/guides/theming/', '/docs/components/HelperText/')).toBe(
      '/docs/components/HelperText/',
    );
    expect(docLinkOnPage(versions, '/2.x/docs/guides/theming/', '/search/')).toBe('/search/');
    expect(docLinkOnPage([], '/2.x/docs/guides/theming/', '/docs/guides/theming/')).toBe('/docs/guides/theming/');
  });
});
