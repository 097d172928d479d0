import { configWithThreeVersions, configWithVersions } from '../helpers/fixture-config';
import { collectDocs, fixtureComponent, fixtureGuide } from '../helpers/doc-fixtures';
import { flattenSidebar, resolveSidebars, sidebarOfDoc } from '../../gatsby/config/sidebars';
import type { DocMeta } from '../../src/shared/navigation';
import type { SiteConfig } from '../../src/shared/site-config-schema';
import { resolveDocVersions, versionNamed, type DocVersion } from '../../src/shared/doc-versions';

/** A site of one made-up version (another version's sidebars are tested below). */
const config = (): SiteConfig => configWithVersions(['1.x']);
const [one] = resolveDocVersions(config().docs);

const guidesOf = (version: DocVersion) => [
  fixtureGuide(version, 'guides/theming', 'Theming', 2),
  fixtureGuide(version, 'guides/getting-started', 'Getting Started', 1),
];
const components = [
  fixtureComponent(one, 'components/ActivityIndicator', 'ActivityIndicator'),
  fixtureComponent(one, 'components/Appbar', 'Appbar'),
  fixtureComponent(one, 'components/Appbar/AppbarAction', 'Appbar.Action', 'Appbar'),
  fixtureComponent(one, 'components/Avatar/AvatarIcon', 'Avatar.Icon', 'Avatar'),
  fixtureComponent(one, 'components/Avatar/AvatarText', 'Avatar.Text', 'Avatar'),
  fixtureComponent(one, 'components/Button', 'Button'),
];
const docs: DocMeta[] = collectDocs([one], guidesOf(one), components);
const resolve = (c: SiteConfig, docList: readonly DocMeta[]) => resolveSidebars(c, resolveDocVersions(c.docs), docList);

describe('collectDocs', () => {
  it('orders guides by their order and gives every doc its route, its version and its id within it', () => {
    expect(docs.slice(0, 3).map((d) => [d.id, d.version, d.localId, d.path])).toEqual([
      ['guides/getting-started', '1.x', 'guides/getting-started', '/docs/guides/getting-started/'],
      ['guides/theming', '1.x', 'guides/theming', '/docs/guides/theming/'],
      ['showcase', '1.x', 'showcase', '/docs/showcase/'],
    ]);
    expect(docs.find((d) => d.id === 'components/Appbar/AppbarAction')?.path).toBe(
      '/docs/components/Appbar/AppbarAction/',
    );
  });
});

describe('resolveSidebars', () => {
  const sidebars = resolve(config(), docs);

  it('lists guides in order, under the title of the configured sidebar and with its version', () => {
    expect(flattenSidebar(sidebars.guides.items).map((l) => l.label)).toEqual(['Getting Started', 'Theming']);
    expect(sidebars.guides).toMatchObject({ version: '1.x', title: 'Guides' });
  });

  it('groups components by family, with a family page as the category link', () => {
    expect(sidebars.components.items).toEqual([
      {
        type: 'link',
        label: 'ActivityIndicator',
        href: '/docs/components/ActivityIndicator/',
        docId: 'components/ActivityIndicator',
      },
      {
        type: 'category',
        label: 'Appbar',
        href: '/docs/components/Appbar/',
        docId: 'components/Appbar',
        items: [
          {
            type: 'link',
            label: 'Appbar.Action',
            href: '/docs/components/Appbar/AppbarAction/',
            docId: 'components/Appbar/AppbarAction',
          },
        ],
      },
      {
        type: 'category',
        label: 'Avatar',
        items: [
          {
            type: 'link',
            label: 'Avatar.Icon',
            href: '/docs/components/Avatar/AvatarIcon/',
            docId: 'components/Avatar/AvatarIcon',
          },
          {
            type: 'link',
            label: 'Avatar.Text',
            href: '/docs/components/Avatar/AvatarText/',
            docId: 'components/Avatar/AvatarText',
          },
        ],
      },
      { type: 'link', label: 'Button', href: '/docs/components/Button/', docId: 'components/Button' },
    ]);
  });

  it('finds the sidebar of a doc, including a category page', () => {
    expect(sidebarOfDoc(sidebars, 'guides/theming')).toBe('guides');
    expect(sidebarOfDoc(sidebars, 'components/Appbar')).toBe('components');
    expect(sidebarOfDoc(sidebars, 'showcase')).toBeUndefined();
  });

  it('stops on a navbar doc link to a doc that does not exist, naming the key', () => {
    const c = config();
    c.navbar.items[1] = { type: 'doc', docId: 'components/Activity', label: 'Components' };
    expect(() => resolve(c, docs)).toThrow(
      /"navbar\.items\[1\]\.docId" is "components\/Activity", which is not a doc\. Known docs: guides\/getting-started/,
    );
  });

  it('stops on a sidebar doc item that does not exist', () => {
    const c = config();
    c.sidebars.guides = [{ type: 'doc', id: 'guides/nope' }];
    expect(() => resolve(c, docs)).toThrow(/"sidebars\.guides\[0\]\.id" is "guides\/nope", which is not a doc/);
  });

  it('stops on a navbar item naming a sidebar that does not exist', () => {
    const c = config();
    c.navbar.items.push({ type: 'docSidebar', sidebarId: 'api', label: 'API' });
    expect(() => resolve(c, docs)).toThrow(
      /"navbar\.items\[\d+\]\.sidebarId" is "api", which is not a sidebar\. Known sidebars: guides, components/,
    );
  });

  it('stops on a sidebar that leads nowhere', () => {
    const c = config();
    c.sidebars.empty = [{ type: 'autogenerated', dirName: 'recipes' }];
    expect(() => resolve(c, docs)).toThrow(/"sidebars\.empty" has no link/);
  });

  it('stops on a version whose main doc is missing', () => {
    const c = config();
    c.docs.versions[0].mainDocId = 'guides/start';
    expect(() => resolve(c, docs)).toThrow(/"docs\.versions\[0\]\.mainDocId" is "guides\/start"/);
  });
});

describe("another version's sidebars", () => {
  const twoVersions = configWithVersions(['1.x', '2.x']);
  const two = versionNamed(resolveDocVersions(twoVersions.docs), '2.x');
  const versioned = collectDocs(
    [one, two],
    [...guidesOf(one), fixtureGuide(two, 'guides/getting-started', 'Getting Started', 1)],
    [...components, fixtureComponent(two, 'components/FAB/FABMenu', 'FAB.Menu', 'FAB')],
  );
  const sidebars = resolve(twoVersions, versioned);

  it("resolves each configured sidebar against the version's docs, under an id that starts with its name", () => {
    expect(Object.keys(sidebars)).toEqual(['guides', 'components', '2.x/guides', '2.x/components']);
    expect(sidebars['2.x/guides']).toMatchObject({ version: '2.x', title: 'Guides' });
    expect(flattenSidebar(sidebars['2.x/guides'].items).map((l) => [l.docId, l.href])).toEqual([
      ['2.x/guides/getting-started', '/2.x/docs/guides/getting-started/'],
    ]);
    expect(sidebars['2.x/components'].items).toEqual([
      {
        type: 'link',
        label: 'FAB.Menu',
        href: '/2.x/docs/components/FAB/FABMenu/',
        docId: '2.x/components/FAB/FABMenu',
      },
    ]);
    // 1.x's sidebars keep only 1.x docs, so previous and next stay in the version.
    expect(flattenSidebar(sidebars.guides.items).every((l) => !l.href.startsWith('/2.x/'))).toBe(true);
    expect(sidebarOfDoc(sidebars, '2.x/guides/getting-started')).toBe('2.x/guides');
  });

  it("stops the build when a version's main doc is missing, naming the version's key", () => {
    expect(() => resolve(twoVersions, docs)).toThrow(
      'site.config.ts: "docs.versions[1].mainDocId" is "guides/getting-started", which is not a doc of version "2.x".',
    );
  });
});

describe('sidebars on a site of three versions', () => {
  const sidebars = (lastVersion: string) => {
    const config = configWithThreeVersions(lastVersion);
    const versions = resolveDocVersions(config.docs);
    const docList = collectDocs(
      versions,
      versions.map((version) => fixtureGuide(version, 'guides/getting-started', 'Getting Started', 1)),
      versions.flatMap((version) =>
        ['ActivityIndicator', 'Button'].map((title) => fixtureComponent(version, `components/${title}`, title)),
      ),
    );
    return resolveSidebars(config, versions, docList);
  };

  it("gives each version not at /docs/ its own sidebars, each holding only that version's docs", () => {
    const resolved = sidebars('2.x');
    expect(Object.keys(resolved)).toEqual([
      'guides',
      'components',
      '1.x/guides',
      '1.x/components',
      '3.x/guides',
      '3.x/components',
    ]);
    for (const prefix of ['1.x', '3.x'])
      expect(flattenSidebar(resolved[`${prefix}/components`].items).map((link) => link.href)).toEqual([
        `/${prefix}/docs/components/ActivityIndicator/`,
        `/${prefix}/docs/components/Button/`,
      ]);
    expect(flattenSidebar(resolved.components.items).map((link) => link.href)).toEqual([
      '/docs/components/ActivityIndicator/',
      '/docs/components/Button/',
    ]);
  });

  it('moves the unprefixed sidebars with docs.lastVersion', () => {
    const resolved = sidebars('3.x');
    expect(Object.keys(resolved)).toEqual([
      'guides',
      'components',
      '1.x/guides',
      '1.x/components',
      '2.x/guides',
      '2.x/components',
    ]);
  });
});
