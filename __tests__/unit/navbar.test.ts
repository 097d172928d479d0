import { configWithVersions } from '../helpers/fixture-config';
import { resolveSidebars } from '../../gatsby/config/sidebars';
import { resolveNavbar } from '../../gatsby/config/navbar';
import type { SiteConfig } from '../../src/shared/site-config-schema';
import { collectDocs } from '../../gatsby/pages/docs-registry';

// The shipped navbar on a site of two made-up versions, 1.x at /docs/ and 2.x next to it.
const siteConfig = configWithVersions(['1.x', '2.x']);

const docs = collectDocs(
  [
    { fields: { docId: 'guides/getting-started' }, frontmatter: { title: 'Getting Started', order: 1 } },
    { fields: { docId: 'guides/migration-guide-to-1.0' }, frontmatter: { title: 'Introducing v1', order: 2 } },
    { fields: { docId: '2.x/guides/getting-started' }, frontmatter: { title: 'Getting Started', order: 1 } },
    { fields: { docId: '2.x/guides/migration' }, frontmatter: { title: 'Migrating', order: 13 } },
  ],
  [
    { docId: 'components/ActivityIndicator', title: 'ActivityIndicator', family: 'ActivityIndicator' },
    { docId: 'components/HelperText', title: 'HelperText', family: 'HelperText' },
    { docId: '2.x/components/ActivityIndicator', title: 'ActivityIndicator', family: 'ActivityIndicator' },
    { docId: '2.x/components/FAB/FABMenu', title: 'FAB.Menu', family: 'FAB' },
  ],
);

function resolve(items: SiteConfig['navbar']['items']) {
  const config: SiteConfig = { ...siteConfig, navbar: { ...siteConfig.navbar, items } };
  return resolveNavbar(config, resolveSidebars(config, docs), docs);
}

describe('resolveNavbar', () => {
  it('resolves the shipped navbar: doc links with their section, the version dropdown and icon links', () => {
    const items = resolveNavbar(siteConfig, resolveSidebars(siteConfig, docs), docs);
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
