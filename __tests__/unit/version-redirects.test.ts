import { versionRedirects } from '../../gatsby/pages/version-redirects';
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

describe('on a site of three versions, 6.x at /docs/', () => {
  const versions = fixtureVersions(['5.x', '6.x', '7.x'], '6.x');
  const docs = docsOf(versions, {
    '6.x': ['guides/getting-started', 'components/Button'],
    '5.x': ['guides/getting-started', 'components/Button', 'components/HelperText'],
    '7.x': ['guides/getting-started', 'components/Button'],
  });
  const redirects = leadsTo(versionRedirects(versions, docs));

  it("leads each version's docs landing, and the others' roots and search pages, to their own version", () => {
    expect(redirects).toMatchObject({
      '/docs/': '/docs/guides/getting-started/',
      '/5.x/docs/': '/5.x/docs/guides/getting-started/',
      '/5.x/': '/5.x/docs/guides/getting-started/',
      '/5.x/search/': '/search/?version=5.x',
      '/7.x/docs/': '/7.x/docs/guides/getting-started/',
      '/7.x/': '/7.x/docs/guides/getting-started/',
      '/7.x/search/': '/search/?version=7.x',
    });
  });

  it("keeps the /docs/ address of a page only the older version has, and not a newer one's", () => {
    expect(redirects['/docs/components/HelperText/']).toBe('/5.x/docs/components/HelperText/');
    expect(Object.values(redirects).filter((to) => to.startsWith('/7.x/docs/components/'))).toEqual([]);
  });

  it("keeps 6.x's pages at their addresses by name", () => {
    expect(redirects).toMatchObject({
      '/6.x/docs/components/Button/': '/docs/components/Button/',
      '/6.x/': '/docs/guides/getting-started/',
      '/6.x/docs/': '/docs/guides/getting-started/',
      '/6.x/search/': '/search/',
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

describe('on a site of three versions, 7.x at /docs/', () => {
  const versions = fixtureVersions(['5.x', '6.x', '7.x'], '7.x');

  it("leads a page both older versions have to the newer one's, and one only 5.x has to 5.x's", () => {
    const redirects = leadsTo(
      versionRedirects(
        versions,
        docsOf(versions, {
          '7.x': ['guides/getting-started'],
          '5.x': ['components/HelperText', 'components/Provider'],
          '6.x': ['components/HelperText'],
        }),
      ),
    );
    expect(redirects['/docs/components/HelperText/']).toBe('/6.x/docs/components/HelperText/');
    expect(redirects['/docs/components/Provider/']).toBe('/5.x/docs/components/Provider/');
  });
});

describe('on the promoted site, 6.x at /docs/ and 5.x older', () => {
  it('gives 6.x the addresses it had as the next version, and 5.x its own root and search page', () => {
    const versions = fixtureVersions(['5.x', '6.x'], '6.x');
    const redirects = leadsTo(
      versionRedirects(
        versions,
        docsOf(versions, { '6.x': ['guides/theming', 'showcase'], '5.x': ['guides/theming'] }),
      ),
    );
    expect(redirects).toMatchObject({
      '/6.x/docs/guides/theming/': '/docs/guides/theming/',
      '/6.x/docs/showcase/': '/docs/showcase/',
      '/5.x/': '/5.x/docs/guides/getting-started/',
      '/5.x/search/': '/search/?version=5.x',
    });
    expect(redirects['/5.x/docs/guides/theming/']).toBeUndefined();
  });
});
