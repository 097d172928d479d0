import { validateSiteConfig } from '../../gatsby/config/validate-site-config';
import { announcementBarOf } from '../../src/shared/announcement-bar';
import { resolveDocVersions } from '../../src/shared/doc-versions';
import type { SiteConfig } from '../../src/shared/site-config-schema';
import { configWithVersions } from '../helpers/fixture-config';

const site = { id: 'site', content: 'Site-wide', backgroundColor: '#000000', textColor: '#ffffff', isCloseable: true };
const own = { ...site, id: 'own', content: 'Only on 2.x' };

/** A site of two made-up versions with the site's bar, and 2.x's bar while it is the next version as given. */
function withBars(twoBar: typeof own | false | undefined, lastVersion = '1.x'): SiteConfig {
  const config = configWithVersions(['1.x', '2.x'], lastVersion, { '2.x': { next: { announcementBar: twoBar } } });
  return { ...config, announcementBar: site };
}

const barOf = (config: SiteConfig, path: string) =>
  announcementBarOf(config.announcementBar, resolveDocVersions(config.docs), path);

describe("a page's announcement bar", () => {
  it("is its version's own bar, else the site's", () => {
    expect(barOf(withBars(own), '/2.x/docs/guides/theming/')?.id).toBe('own');
    expect(barOf(withBars(own), '/docs/guides/theming/')?.id).toBe('site');
    expect(barOf(withBars(undefined), '/2.x/docs/guides/theming/')?.id).toBe('site');
  });

  it('is none on the pages of a version that says false', () => {
    expect(barOf(withBars(false), '/2.x/docs/components/Button/')).toBeUndefined();
    expect(barOf(withBars(false), '/docs/components/Button/')?.id).toBe('site');
  });

  it('outside the docs, and on an address of no version, is the bar of the version at /docs/', () => {
    expect(barOf(withBars(own), '/')?.id).toBe('site');
    expect(barOf(withBars(own), '/9.x/docs/guides/theming/')?.id).toBe('site');
  });

  it("is the one for the version's state, so promotion changes it", () => {
    const promoted = withBars(own, '2.x');
    expect(barOf(promoted, '/docs/guides/theming/')?.id).toBe('site');
    const released = { ...own, id: 'released' };
    promoted.docs.versions = promoted.docs.versions.map((version) =>
      version.name === '2.x' ? { ...version, current: { announcementBar: released } } : version,
    );
    expect(barOf(promoted, '/docs/guides/theming/')?.id).toBe('released');
    expect(barOf(promoted, '/')?.id).toBe('released');
    expect(barOf(promoted, '/1.x/docs/guides/theming/')?.id).toBe('site');
  });

  it('is checked with the config: a version bar without an id names its key', () => {
    const broken = JSON.parse(JSON.stringify(withBars(own)));
    delete broken.docs.versions[1].next.announcementBar.id;
    expect(() => validateSiteConfig(broken)).toThrow('"docs.versions[1].next.announcementBar.id" is missing');
  });
});
