import siteConfig from '../../site.config';
import { resolveSidebars } from '../../gatsby/config/sidebars';
import { resolveNavbar } from '../../gatsby/config/navbar';
import type { SiteConfig } from '../../src/shared/site-config-schema';
import { collectDocs } from '../../gatsby/pages/docs-registry';

const docs = collectDocs(
  [{ fields: { docId: 'guides/getting-started' }, frontmatter: { title: 'Getting Started', order: 1 } }],
  [{ docId: 'components/ActivityIndicator', title: 'ActivityIndicator', family: 'ActivityIndicator' }],
);

function resolve(items: SiteConfig['navbar']['items']) {
  const config: SiteConfig = { ...siteConfig, navbar: { ...siteConfig.navbar, items } };
  return resolveNavbar(config, resolveSidebars(config, docs));
}

describe('resolveNavbar', () => {
  it('resolves the shipped navbar: doc links with their section, the version dropdown and icon links', () => {
    const items = resolveNavbar(siteConfig, resolveSidebars(siteConfig, docs));
    expect(items[0]).toEqual({
      kind: 'link',
      position: 'left',
      label: 'Guides',
      to: '/docs/guides/getting-started/',
      activePrefix: '/docs/guides/',
    });
    expect(items[1]).toMatchObject({
      label: 'Components',
      to: '/docs/components/ActivityIndicator/',
      activePrefix: '/docs/components/',
    });
    expect(items[2]).toMatchObject({ label: 'Showcase', to: '/docs/showcase/', activePrefix: '/docs/showcase/' });
    const versions = items[3];
    expect(versions.kind).toBe('dropdown');
    expect(versions.kind === 'dropdown' && versions.items.map((i) => [i.label, i.href])).toEqual([
      ['v4.x', 'https://callstack.github.io/react-native-paper/4.0/'],
      ['v3.x', 'https://callstack.github.io/react-native-paper/3.0/'],
      ['v2.x', 'https://callstack.github.io/react-native-paper/2.0/'],
      ['v1.x', 'https://callstack.github.io/react-native-paper/1.0/'],
    ]);
    expect(items.filter((i) => i.kind === 'link' && i.icon).map((i) => i.kind === 'link' && i.ariaLabel)).toEqual([
      'Discord',
      'Twitter',
      'GitHub',
    ]);
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
    expect(items.map((i) => i.kind)).toEqual(['link', 'html', 'search', 'dropdown', 'link', 'link', 'dropdown']);
    expect(items[3]).toMatchObject({ label: 'English', items: [{ label: 'English', to: '/' }] });
    expect(items[4]).toMatchObject({ label: 'API', to: '/docs/components/ActivityIndicator/' });
    expect(items[5]).toMatchObject({ label: 'v5.x', to: '/docs/guides/getting-started/' });
    expect(items[6]).toMatchObject({
      label: 'v5.x',
      items: [
        { label: 'v5.x', to: '/docs/guides/getting-started/' },
        { label: 'v4.x', href: 'https://example.com/4/' },
      ],
    });
  });
});
