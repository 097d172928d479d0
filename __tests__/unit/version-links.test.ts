import { versionLink } from '../../gatsby/mdx/version-links';
import { fixtureVersionConfig, fixtureVersions } from '../helpers/version-fixtures';
import { resolveDocVersions } from '../../src/shared/doc-versions';

// Three versions, so a rule about versions is not a rule about 5.x and 6.x.
const site = (lastVersion: string) => fixtureVersions(['5.x', '6.x', '7.x'], lastVersion);
const named = (versions: ReturnType<typeof site>, name: string) => versions.find((v) => v.name === name)!;

describe("a guide's docs links", () => {
  it("lead /docs/… into the guide's own version, wherever it is served", () => {
    for (const last of ['5.x', '6.x', '7.x']) {
      const versions = site(last);
      const six = named(versions, '6.x');
      expect(versionLink('/docs/guides/theming/#fonts', six, versions)).toBe(
        last === '6.x' ? '/docs/guides/theming/#fonts' : '/6.x/docs/guides/theming/#fonts',
      );
    }
  });

  it('lead /<name>/docs/… to the named version, even the one at /docs/', () => {
    const versions = site('6.x');
    const seven = named(versions, '7.x');
    expect(versionLink('/5.x/docs/components/HelperText/', seven, versions)).toBe('/5.x/docs/components/HelperText/');
    expect(versionLink('/6.x/docs/components/Button/', seven, versions)).toBe('/docs/components/Button/');
    expect(versionLink('/7.x/docs/', seven, versions)).toBe('/7.x/docs/');
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
    const versions = site('5.x');
    const five = named(versions, '5.x');
    for (const url of [
      'https://example.com/docs/x/',
      '/search/?q=docs',
      '/4.0/docs/x/',
      '#docs',
      '/docsearch/',
      'docs/x/',
    ])
      expect(versionLink(url, five, versions)).toBe(url);
  });
});
