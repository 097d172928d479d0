import siteConfig from '../../site.config';
import { validateSiteConfig } from '../../gatsby/config/validate-site-config';
import { SiteConfigError } from '../../gatsby/config/site-config-error';
import { configWithVersions } from '../helpers/fixture-config';

/** The shipped settings with two made-up docs versions, 1.x at /docs/ and 2.x next to it, as written. */
const clone = (): Record<string, any> => JSON.parse(JSON.stringify(configWithVersions(['1.x', '2.x'])));

/** The index of the shipped navbar's first item of a kind: the tests hold when a maintainer adds or moves items. */
function navbarIndex(what: string, isIt: (item: Record<string, any>) => boolean): number {
  const index = clone().navbar.items.findIndex(isIt);
  if (index < 0) throw new Error(`site.config.ts has no navbar item that is ${what}; these tests need one.`);
  return index;
}
const DOC_LINK = navbarIndex('a doc link', (item) => item.type === 'doc');
const VERSION_DROPDOWN = navbarIndex('the version dropdown', (item) => item.type === 'docsVersionDropdown');
const ICON_LINK = navbarIndex('an icon link', (item) => 'icon' in item);

/** A site-wide announcement bar, which the shipped config may or may not have. */
const SITE_BAR = { id: 'site', content: 'x', backgroundColor: '#000000', textColor: '#ffffff', isCloseable: true };

function expectError(mutate: (config: Record<string, any>) => void, message: RegExp | string) {
  const config = { ...clone(), announcementBar: { ...SITE_BAR } };
  mutate(config);
  expect(() => validateSiteConfig(config)).toThrow(SiteConfigError);
  expect(() => validateSiteConfig(config)).toThrow(message);
}

describe('validateSiteConfig', () => {
  it('accepts the site config as shipped, and the fixture the other tests break', () => {
    expect(validateSiteConfig(JSON.parse(JSON.stringify(siteConfig))).title).toBe('React Native Paper');
    expect(validateSiteConfig(clone()).docs.versions.map((version) => version.name)).toEqual(['1.x', '2.x']);
  });

  it('names a missing top-level key', () => {
    expectError((c) => delete c.title, /"title" is missing; expected a non-empty string/);
    expectError(
      (c) => (c.docs.versions[0].componentEditUrl = ''),
      /"docs\.versions\[0\]\.componentEditUrl" is ""; expected a non-empty string/,
    );
  });

  it('names an unknown key, at the top level or inside a section, with the settings it could be', () => {
    expectError(
      (c) => (c.onBrokenLink = 'throw'),
      /"onBrokenLink" is not a setting here; expected one of title, .*onBrokenLinks\./,
    );
    expectError(
      (c) => (c.search.indexname = 'x'),
      /"search\.indexname" is not a setting here; expected one of appId, apiKey, indexName, contextualSearch\./,
    );
    expectError((c) => (c.navbar.logo.dark = 'logo.svg'), /"navbar\.logo\.dark" is not a setting here/);
    expectError((c) => (c.colorMode.default = 'dark'), /"colorMode\.default" is not a setting here/);
  });

  it('names an unknown key inside lists and nested entries, with the settings that entry may have', () => {
    expectError(
      (c) => (c.navbar.items[DOC_LINK].color = 'red'),
      `"navbar.items[${DOC_LINK}].color" is not a setting here; expected one of type, position, className, docId, label.`,
    );
    expectError(
      (c) => (c.navbar.items[ICON_LINK].ariaLabel = 'Discord'),
      new RegExp(`"navbar\\.items\\[${ICON_LINK}\\]\\.ariaLabel" is not a setting here; expected one of .*aria-label`),
    );
    expectError(
      (c) =>
        (c.navbar.items[VERSION_DROPDOWN].dropdownItemsAfter = [
          { label: 'v4.x', href: 'https://example.com/', target: '_blank' },
        ]),
      `"navbar.items[${VERSION_DROPDOWN}].dropdownItemsAfter[0].target" is not a setting here`,
    );
    expectError(
      (c) => (c.docs.archived[0].folder = 'x'),
      /"docs\.archived\[0\]\.folder" is not a setting here; expected one of name, label, href, prebuilt\./,
    );
    expectError(
      (c) => (c.footer.links[0].items[0].icon = 'x'),
      /"footer\.links\[0\]\.items\[0\]\.icon" is not a setting here; expected one of label, to, href\./,
    );
    expectError((c) => (c.announcementBar.closeable = true), /"announcementBar\.closeable" is not a setting here/);
    expectError(
      (c) =>
        (c.sidebars.guides = [
          { type: 'category', label: 'Guides', items: [{ type: 'doc', id: 'guides/theming', title: 'Theming' }] },
        ]),
      /"sidebars\.guides\[0\]\.items\[0\]\.title" is not a setting here; expected one of type, id, label\./,
    );
  });

  it('names a misspelt setting rather than the one it leaves missing', () => {
    expectError((c) => {
      c.titel = c.title;
      delete c.title;
    }, /"titel" is not a setting here; expected one of title,/);
  });

  it('checks value types everywhere, including inside nested sidebar categories', () => {
    expectError((c) => (c.navbar.logo.width = '32'), /"navbar\.logo\.width" is "32"; expected a number\./);
    expectError(
      (c) => (c.navbar.items[DOC_LINK] = 'Components'),
      `"navbar.items[${DOC_LINK}]" is "Components"; expected a navbar item object.`,
    );
    expectError(
      (c) => (c.sidebars.guides = [{ type: 'category', label: 'Guides', items: [{ type: 'folder' }] }]),
      /"sidebars\.guides\[0\]\.items\[0\]\.type" is "folder"; expected one of doc, link, category, autogenerated/,
    );
    expectError((c) => (c.docs.versions = []), /"docs\.versions" is empty; at least one version is needed\./);
  });

  it('names a docs version that lacks its library, guides or pages map, and a name that is no route segment', () => {
    expectError(
      (c) => delete c.docs.versions[1].library,
      /"docs\.versions\[1\]\.library" is missing; expected a non-empty string\./,
    );
    expectError(
      (c) => delete c.docs.versions[0].content,
      /"docs\.versions\[0\]\.content" is missing; expected a non-empty string\./,
    );
    expectError(
      (c) => (c.docs.versions[1].name = 'six/x'),
      /"docs\.versions\[1\]\.name" .*expected a name that is one path segment, such as "6\.x"/,
    );
    expectError(
      (c) => (c.docs.versions[1].routePrefix = 'search'),
      /"docs\.versions\[1\]\.routePrefix" .*expected none of docs, search, page-data/,
    );
    // Nothing reads a version out of a doc id, so a prefix may be the name of an area of the docs.
    const areaNamed = clone();
    areaNamed.docs.versions[1].routePrefix = 'guides';
    expect(validateSiteConfig(areaNamed).docs.versions[1].routePrefix).toBe('guides');
    const named = clone();
    named.docs.versions[1].name = 'next';
    expect(validateSiteConfig(named).docs.versions[1].name).toBe('next');
  });

  it('names a lastVersion that is no version, and a version named twice', () => {
    expectError(
      (c) => (c.docs.lastVersion = '99.x'),
      '"docs.lastVersion" names no version; expected one of "1.x", "2.x".',
    );
    expectError((c) => (c.docs.versions[1].name = '1.x'), /"docs\.versions\[1\]\.name" names 1\.x a second time\./);
    expectError(
      (c) => (c.docs.versions[1].routePrefix = '1.x'),
      /"docs\.versions\[1\]\.routePrefix" gives a second version the route prefix 1\.x\./,
    );
  });

  it('rejects a config that is not an object', () => {
    expect(() => validateSiteConfig(null)).toThrow('site.config.ts: "(root)" must export an object.');
  });

  it('names an unknown navbar item type with its index and the kinds it accepts', () => {
    expectError(
      (c) => (c.navbar.items[DOC_LINK].type = 'megaMenu'),
      new RegExp(
        `"navbar\\.items\\[${DOC_LINK}\\]\\.type" is "megaMenu", an unknown navbar item type; expected one of default, dropdown, localeDropdown, search, html, doc, docSidebar, docsVersion, docsVersionDropdown`,
      ),
    );
  });

  it('rejects a dropdown entry without a target', () => {
    expectError(
      (c) =>
        (c.navbar.items[VERSION_DROPDOWN].dropdownItemsAfter = [
          { label: 'v4.x', href: 'https://example.com/' },
          { label: 'v3.x' },
        ]),
      `"navbar.items[${VERSION_DROPDOWN}].dropdownItemsAfter[1]" has neither "to" nor "href"`,
    );
  });

  it('rejects an icon link with no accessible name', () => {
    expectError(
      (c) => delete c.navbar.items[ICON_LINK]['aria-label'],
      `"navbar.items[${ICON_LINK}]" has neither "label" nor "aria-label"`,
    );
  });

  it('rejects a navbar position other than left or right', () => {
    expectError(
      (c) => (c.navbar.items[DOC_LINK].position = 'top'),
      `"navbar.items[${DOC_LINK}].position" is "top"; expected one of left, right`,
    );
  });

  it('checks the base URL and site URL shapes', () => {
    expectError(
      (c) => (c.baseUrl = 'react-native-paper'),
      /"baseUrl" is "react-native-paper"; expected a path that starts and ends with "\/"/,
    );
    expectError((c) => (c.url = 'https://example.com/docs'), /"url" .*expected an origin/);
  });

  it('checks the announcement bar colours and closeable flag', () => {
    expectError(
      (c) => (c.announcementBar.textColor = 'not a colour!'),
      /"announcementBar\.textColor" .*expected a CSS colour/,
    );
    expectError(
      (c) => (c.announcementBar.isCloseable = 'yes'),
      /"announcementBar\.isCloseable" is "yes"; expected true or false/,
    );
  });

  it('allows leaving the announcement bar out', () => {
    const config = clone();
    delete config.announcementBar;
    expect(validateSiteConfig(config).announcementBar).toBeUndefined();
  });

  it('checks colour mode and search settings', () => {
    expectError(
      (c) => (c.colorMode.defaultMode = 'sepia'),
      /"colorMode\.defaultMode" is "sepia"; expected one of light, dark/,
    );
    expectError((c) => delete c.search.indexName, /"search\.indexName" is missing/);
  });

  it('checks sidebar items and footer links', () => {
    expectError(
      (c) => (c.sidebars.guides = [{ type: 'folder' }]),
      /"sidebars\.guides\[0\]\.type" is "folder"; expected one of doc, link, category, autogenerated/,
    );
    expectError(
      (c) => (c.footer.links[1].items[0] = { label: 'Discord' }),
      /"footer\.links\[1\]\.items\[0\]" has neither "to" nor "href"/,
    );
  });

  it('requires the default locale among the locales', () => {
    expectError((c) => (c.i18n.locales = ['fr']), /"i18n\.locales" does not include the default locale "en"/);
  });
});
