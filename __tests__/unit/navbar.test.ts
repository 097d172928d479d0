import { configWithVersions } from '../helpers/fixture-config';
import { resolveSidebars } from '../../gatsby/config/sidebars';
import { resolveNavbar } from '../../gatsby/config/navbar';
import type { SiteConfig } from '../../src/shared/site-config-schema';
import { resolveDocVersions } from '../../src/shared/doc-versions';
import { collectDocs, fixtureComponent as component, fixtureGuide as guide } from '../helpers/doc-fixtures';

// The shipped navbar on a site of two made-up versions, 1.x at /docs/ and 2.x next to it.
const siteConfig = configWithVersions(['1.x', '2.x']);

const records = resolveDocVersions(siteConfig.docs);
const [one, two] = records;
const docs = collectDocs(
  records,
  [
    guide(one, 'guides/getting-started', 'Getting Started', 1),
    guide(one, 'guides/migration-guide-to-1.0', 'Introducing v1', 2),
    guide(two, 'guides/getting-started', 'Getting Started', 1),
    guide(two, 'guides/migration', 'Migrating', 13),
  ],
  [
    component(one, 'components/ActivityIndicator', 'ActivityIndicator'),
    component(one, 'components/HelperText', 'HelperText'),
    component(two, 'components/ActivityIndicator', 'ActivityIndicator'),
    component(two, 'components/FAB/FABMenu', 'FAB.Menu', 'FAB'),
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
      inVersions: { '2.x': { to: '/2.x/docs/guides/getting-started/', activePrefix: '/2.x/docs/guides/' } },
    });
    const components = docLink('components/ActivityIndicator');
    expect(components.item).toMatchObject({
      label: components.label,
      to: '/docs/components/ActivityIndicator/',
      activePrefix: '/docs/components/',
      inVersions: { '2.x': { to: '/2.x/docs/components/ActivityIndicator/' } },
    });
    // 2.x has no showcase: the link stays on 1.x's.
    const showcase = docLink('showcase').item;
    expect(showcase).toMatchObject({ to: '/docs/showcase/', activePrefix: '/docs/showcase/' });
    expect(showcase).not.toHaveProperty(['inVersions', '2.x']);
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
    expect(items[5]).toMatchObject({ label: 'v1.x', to: '/docs/guides/getting-started/' });
    // The archived versions, then the configured entries.
    const after = items[6].kind === 'versions' ? items[6].after : [];
    expect(after.map((link) => link.label)).toEqual([
      ...(siteConfig.docs.archived ?? []).map((version) => version.label),
      'v4.x',
    ]);
    expect(after.at(-1)).toMatchObject({ href: 'https://example.com/4/' });
  });
});
