import { findBrokenLinks } from '../../gatsby/post-build/link-check';

const page = (body: string, ids: string[] = []) =>
  `<html><body>${ids.map((id) => `<h2 id="${id}">x</h2>`).join('')}${body}</body></html>`;

describe('findBrokenLinks', () => {
  const pages = new Map([
    [
      '/',
      page(
        '<a href="/react-native-paper/docs/guides/theming/">ok</a><a href="/react-native-paper/docs/guides/themes/">typo</a>',
      ),
    ],
    [
      '/docs/guides/theming/',
      page(
        '<a href="#fonts">ok</a><a href="#colours">missing anchor</a><a href="/react-native-paper/docs/guides/theming/#fonts">ok</a>',
        ['fonts'],
      ),
    ],
    [
      '/docs/showcase/',
      page(
        '<a href="https://github.com/x">external</a><a href="/react-native-paper/sitemap-index.xml">file</a><a href="/react-native-paper/docs/guides/theming/?tab=yarn">query</a>',
      ),
    ],
  ]);

  it('reports each broken link with the page it is on and why', () => {
    expect(findBrokenLinks(pages, '/react-native-paper')).toEqual([
      { page: '/', href: '/react-native-paper/docs/guides/themes/', reason: 'no such page' },
      {
        page: '/docs/guides/theming/',
        href: '#colours',
        reason: 'no element with id "colours" on /docs/guides/theming/',
      },
    ]);
  });

  it('resolves links relative to the page, as the browser will', () => {
    const relative = new Map([
      [
        '/docs/components/Modal/',
        page('<a href="./Portal">missing</a><a href="../Portal/">ok</a><a href="mailto:a@b.c">mail</a>'),
      ],
      ['/docs/components/Portal/', page('')],
    ]);
    expect(findBrokenLinks(relative, '/react-native-paper')).toEqual([
      { page: '/docs/components/Modal/', href: './Portal', reason: 'no such page' },
    ]);
  });

  it('decodes HTML entities in links before checking them', () => {
    const encoded = new Map([['/', page('<a href="/react-native-paper/a/?x=1&amp;y=2">q</a>')]]);
    expect(findBrokenLinks(encoded, '/react-native-paper')[0].href).toBe('/react-native-paper/a/?x=1&y=2');
  });

  it("checks absolute links to this site's own pages, anchors included, and leaves its other addresses alone", () => {
    const root = 'https://callstack.github.io/react-native-paper';
    const absolute = new Map([
      [
        '/docs/components/Appbar/',
        page(
          `<a href="${root}/docs/guides/theming#dark-theme">old anchor</a><a href="${root}/docs/guides/theming/#fonts">ok</a>` +
            `<a href="${root}/docs/guides/nope/">missing</a><a href="${root}/4.0/">older version</a><a href="https://callstack.github.io/other/">other site</a>`,
        ),
      ],
      ['/docs/guides/theming/', page('', ['fonts'])],
    ]);
    expect(findBrokenLinks(absolute, '/react-native-paper', root)).toEqual([
      {
        page: '/docs/components/Appbar/',
        href: `${root}/docs/guides/theming#dark-theme`,
        reason: 'no element with id "dark-theme" on /docs/guides/theming/',
      },
      { page: '/docs/components/Appbar/', href: `${root}/docs/guides/nope/`, reason: 'no such page' },
    ]);
    // Without the site's address, absolute links are not looked at.
    expect(findBrokenLinks(absolute, '/react-native-paper')).toEqual([]);
  });
});
