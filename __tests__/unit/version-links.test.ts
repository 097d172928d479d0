import { versionLink } from '../../gatsby/mdx/version-links';
import { fixtureVersionConfig, fixtureVersions } from '../helpers/version-fixtures';
import { resolveDocVersions } from '../../src/shared/doc-versions';

// Three versions, so a rule about versions is not a rule about 1.x and 2.x.
const site = (lastVersion: string) => fixtureVersions(['1.x', '2.x', '3.x'], lastVersion);
const named = (versions: ReturnType<typeof site>, name: string) => versions.find((v) => v.name === name)!;

describe("a guide's docs links", () => {
  it("lead /docs/… into the guide's own version, wherever it is served", () => {
    for (const last of ['1.x', '2.x', '3.x']) {
      const versions = site(last);
      const two = named(versions, '2.x');
      expect(versionLink('/docs/guides/theming/#fonts', two, versions)).toBe(
        last === '2.x' ? '/docs/guides/theming/#fonts' : '/2.x/docs/guides/theming/#fonts',
      );
    }
  });

  it('lead /<name>/docs/… to the named version, even the one at /docs/', () => {
    const versions = site('2.x');
    const three = named(versions, '3.x');
    expect(versionLink('/1.x/docs/components/HelperText/', three, versions)).toBe('/1.x/docs/components/HelperText/');
    expect(versionLink('/2.x/docs/components/Button/', three, versions)).toBe('/docs/components/Button/');
    expect(versionLink('/3.x/docs/', three, versions)).toBe('/3.x/docs/');
  });

  it('name another version by its route prefix, the address it has when it is not the current one', () => {
    const versions = resolveDocVersions({
      lastVersion: '2026.1',
      versions: [fixtureVersionConfig('legacy', { routePrefix: 'v1' }), fixtureVersionConfig('2026.1')],
    });
    const current = named(versions, '2026.1');
    expect(versionLink('/v1/docs/guides/theming/', current, versions)).toBe('/v1/docs/guides/theming/');
    expect(versionLink('/2026.1/docs/guides/theming/', named(versions, 'legacy'), versions)).toBe(
      '/docs/guides/theming/',
    );
    expect(versionLink('/legacy/docs/guides/theming/', current, versions)).toBe('/legacy/docs/guides/theming/');
  });

  it('leave every other link as written', () => {
    const versions = site('1.x');
    const one = named(versions, '1.x');
    for (const url of [
      'https://example.com/docs/x/',
      '/search/?q=docs',
      '/4.0/docs/x/',
      '#docs',
      '/docsearch/',
      'docs/x/',
    ])
      expect(versionLink(url, one, versions)).toBe(url);
  });
});
