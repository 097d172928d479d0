import { configWithVersions } from '../helpers/fixture-config';

// The fixture docs are 5.x's and 6.x's: the config has those versions, whatever else site.config.ts adds.
const siteConfig = configWithVersions(['5.x', '6.x']);
import { resolveSidebars } from '../../gatsby/config/sidebars';
import { resolveNavbar } from '../../gatsby/config/navbar';
import type { SiteConfig } from '../../src/shared/site-config-schema';
import { resolveDocVersions } from '../../src/shared/doc-versions';
import { collectDocs, fixtureComponent as component, fixtureGuide as guide } from '../helpers/doc-fixtures';

const records = resolveDocVersions(siteConfig.docs);
const [five, six] = records;
const docs = collectDocs(
  records,
  [
    guide(five, 'guides/getting-started', 'Getting Started', 1),
    guide(five, 'guides/migration-guide-to-5.0', 'Introducing v5', 2),
    guide(six, 'guides/getting-started', 'Getting Started', 1),
    guide(six, 'guides/migration', 'Migrating', 13),
  ],
  [
    component(five, 'components/ActivityIndicator', 'ActivityIndicator'),
    component(five, 'components/HelperText', 'HelperText'),
    component(six, 'components/ActivityIndicator', 'ActivityIndicator'),
    component(six, 'components/FAB/FABMenu', 'FAB.Menu', 'FAB'),
  ],
);

function resolve(items: SiteConfig['navbar']['items']) {
  const config: SiteConfig = { ...siteConfig, navbar: { ...siteConfig.navbar, items } };
  return resolveNavbar(config, records, resolveSidebars(config, records, docs), docs);
}

describe('resolveNavbar', () => {
  it('resolves the shipped navbar: doc links with their section, the version dropdown and icon links', () => {
    const items = resolveNavbar(siteConfig, records, resolveSidebars(siteConfig, records, docs), docs);
    // Each resolved item stands where its config item stands; they are found by what they are.
    const configured = siteConfig.navbar.items;
    const docLink = (docId: string) => {
      const index = configured.findIndex((item) => item.type === 'doc' && item.docId === docId);
      expect(index).toBeGreaterThanOrEqual(0);
      return { item: items[index], label: (configured[index] as { label?: string }).label };
    };
    const guides = docLink('guides/getting-started');
    expect(guides.item).toEqual({
      kind: 'link',
      position: 'left',
      label: guides.label,
      to: '/docs/guides/getting-started/',
      activePrefix: '/docs/guides/',
      inVersions: { '6.x': { to: '/6.x/docs/guides/getting-started/', activePrefix: '/6.x/docs/guides/' } },
    });
    const components = docLink('components/ActivityIndicator');
    expect(components.item).toMatchObject({
      label: components.label,
      to: '/docs/components/ActivityIndicator/',
      activePrefix: '/docs/components/',
      inVersions: { '6.x': { to: '/6.x/docs/components/ActivityIndicator/' } },
    });
    // 6.x has no showcase: the link stays on 5.x's.
    const showcase = docLink('showcase').item;
    expect(showcase).toMatchObject({ to: '/docs/showcase/', activePrefix: '/docs/showcase/' });
    expect(showcase).not.toHaveProperty('inVersions.6\\.x');
    const versions = items.find((item) => item.kind === 'versions');
    expect(versions?.kind === 'versions' && versions.after.map((i) => [i.label, i.href])).toEqual(
      (siteConfig.docs.archived ?? []).map((version) => [version.label, version.href]),
    );
    const iconLinks = configured.filter((item) => 'icon' in item && item.icon);
    expect(iconLinks.length).toBeGreaterThan(0);
    expect(items.filter((i) => i.kind === 'link' && i.icon).map((i) => i.kind === 'link' && i.ariaLabel)).toEqual(
      iconLinks.map((item) => ('aria-label' in item ? item['aria-label'] : undefined)),
    );
  });

  it('stops the build on an icon the site does not draw, naming the item', () => {
    expect(() => resolve([{ href: 'https://example.com', label: 'Mastodon', icon: 'mastodon' }])).toThrow(
      'site.config.ts: "navbar.items" has an item (Mastodon) with the icon "mastodon", which is not an icon the site draws.',
    );
  });

  it('supports every navbar item kind and puts items on the right by default', () => {
    const items = resolve([
      { label: 'Blog', to: '/blog/' },
      { type: 'html', value: '<b>New</b>' },
      { type: 'search' },
      { type: 'localeDropdown' },
      { type: 'docSidebar', sidebarId: 'components', label: 'API' },
      { type: 'docsVersion' },
      { type: 'docsVersionDropdown', dropdownItemsAfter: [{ label: 'v4.x', href: 'https://example.com/4/' }] },
    ]);
    expect(items.every((i) => i.position === 'right')).toBe(true);
    expect(items.map((i) => i.kind)).toEqual(['link', 'html', 'search', 'dropdown', 'link', 'link', 'versions']);
    expect(items[3]).toMatchObject({ label: 'English', items: [{ label: 'English', to: '/' }] });
    expect(items[4]).toMatchObject({ label: 'API', to: '/docs/components/ActivityIndicator/' });
    expect(items[5]).toMatchObject({ label: 'v5.x', to: '/docs/guides/getting-started/' });
    // The archived versions, then the configured entries.
    const after = items[6].kind === 'versions' ? items[6].after : [];
    expect(after.map((link) => link.label)).toEqual([
      ...(siteConfig.docs.archived ?? []).map((version) => version.label),
      'v4.x',
    ]);
    expect(after.at(-1)).toMatchObject({ href: 'https://example.com/4/' });
  });
});
