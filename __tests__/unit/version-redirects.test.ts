import { versionRedirects } from '../../gatsby/page-kinds/version-redirects';
import { docOf } from '../../gatsby/page-kinds/doc-fields';
import { versionNamed, type DocVersion } from '../../src/shared/doc-versions';
import { fixtureVersions } from '../helpers/version-fixtures';

/** Docs by version name, each by its id within its version. */
const docsOf = (versions: readonly DocVersion[], byVersion: Record<string, string[]>) =>
  Object.entries(byVersion).flatMap(([name, ids]) => ids.map((id) => docOf(versionNamed(versions, name), id)));

// The pages that only lead on because a site has several versions, on a site of three and on a
// promoted one: where each address leads (the route registry refuses two pages at one address).
const leadsTo = (redirects: { from: string; to: string }[]) =>
  Object.fromEntries(redirects.map(({ from, to }) => [from, to]));

describe('on a site of three versions, 2.x at /docs/', () => {
  const versions = fixtureVersions(['1.x', '2.x', '3.x'], '2.x');
  const docs = docsOf(versions, {
    '2.x': ['guides/getting-started', 'components/Button'],
    '1.x': ['guides/getting-started', 'components/Button', 'components/HelperText'],
    '3.x': ['guides/getting-started', 'components/Button'],
  });
  const redirects = leadsTo(versionRedirects(versions, docs));

  it("leads each version's docs landing, and the others' roots and search pages, to their own version", () => {
    expect(redirects).toMatchObject({
      '/docs/': '/docs/guides/getting-started/',
      '/1.x/docs/': '/1.x/docs/guides/getting-started/',
      '/1.x/': '/1.x/docs/guides/getting-started/',
      '/1.x/search/': '/search/?version=1.x',
      '/3.x/docs/': '/3.x/docs/guides/getting-started/',
      '/3.x/': '/3.x/docs/guides/getting-started/',
      '/3.x/search/': '/search/?version=3.x',
    });
  });

  it("keeps the /docs/ address of a page only the older version has, and not a newer one's", () => {
    expect(redirects['/docs/components/HelperText/']).toBe('/1.x/docs/components/HelperText/');
    expect(Object.values(redirects).filter((to) => to.startsWith('/3.x/docs/components/'))).toEqual([]);
  });

  it("keeps 2.x's pages at their addresses by name", () => {
    expect(redirects).toMatchObject({
      '/2.x/docs/components/Button/': '/docs/components/Button/',
      '/2.x/': '/docs/guides/getting-started/',
      '/2.x/docs/': '/docs/guides/getting-started/',
      '/2.x/search/': '/search/',
    });
  });

  it('leads no address to itself or to another redirect, and claims each address once', () => {
    const all = versionRedirects(versions, docs);
    expect(new Set(all.map(({ from }) => from)).size).toBe(all.length);
    for (const { from, to } of all) {
      expect(to.split('?')[0]).not.toBe(from);
      expect(redirects[to.split('?')[0]]).toBeUndefined();
    }
  });
});

describe('on a site of three versions, 3.x at /docs/', () => {
  const versions = fixtureVersions(['1.x', '2.x', '3.x'], '3.x');

  it("leads a page both older versions have to the newer one's, and one only 1.x has to 1.x's", () => {
    const redirects = leadsTo(
      versionRedirects(
        versions,
        docsOf(versions, {
          '3.x': ['guides/getting-started'],
          '1.x': ['components/HelperText', 'components/Provider'],
          '2.x': ['components/HelperText'],
        }),
      ),
    );
    expect(redirects['/docs/components/HelperText/']).toBe('/2.x/docs/components/HelperText/');
    expect(redirects['/docs/components/Provider/']).toBe('/1.x/docs/components/Provider/');
  });
});

describe('on the promoted site, 2.x at /docs/ and 1.x older', () => {
  it('gives 2.x the addresses it had as the next version, and 1.x its own root and search page', () => {
    const versions = fixtureVersions(['1.x', '2.x'], '2.x');
    const redirects = leadsTo(
      versionRedirects(
        versions,
        docsOf(versions, { '2.x': ['guides/theming', 'showcase'], '1.x': ['guides/theming'] }),
      ),
    );
    expect(redirects).toMatchObject({
      '/2.x/docs/guides/theming/': '/docs/guides/theming/',
      '/2.x/docs/showcase/': '/docs/showcase/',
      '/1.x/': '/1.x/docs/guides/getting-started/',
      '/1.x/search/': '/search/?version=1.x',
    });
    expect(redirects['/1.x/docs/guides/theming/']).toBeUndefined();
  });
});
