import { findBrokenLinks } from '../../gatsby/link-check';

const page = (body: string, ids: string[] = []) => `<html><body>${ids.map((id) => `<h2 id="${id}">x</h2>`).join('')}${body}</body></html>`;

describe('findBrokenLinks', () => {
  const pages = new Map([
    ['/', page('<a href="/react-native-paper/docs/guides/theming/">ok</a><a href="/react-native-paper/docs/guides/themes/">typo</a>')],
    ['/docs/guides/theming/', page('<a href="#fonts">ok</a><a href="#colours">missing anchor</a><a href="/react-native-paper/docs/guides/theming/#fonts">ok</a>', ['fonts'])],
    ['/docs/showcase/', page('<a href="https://github.com/x">external</a><a href="/react-native-paper/sitemap-index.xml">file</a><a href="/react-native-paper/docs/guides/theming/?tab=yarn">query</a>')],
  ]);

  it('reports each broken link with the page it is on and why', () => {
    expect(findBrokenLinks(pages, '/react-native-paper')).toEqual([
      { page: '/', href: '/react-native-paper/docs/guides/themes/', reason: 'no such page' },
      { page: '/docs/guides/theming/', href: '#colours', reason: 'no element with id "colours" on /docs/guides/theming/' },
    ]);
  });

  it('resolves links relative to the page, as the browser will', () => {
    const relative = new Map([
      ['/docs/components/Modal/', page('<a href="./Portal">missing</a><a href="../Portal/">ok</a><a href="mailto:a@b.c">mail</a>')],
      ['/docs/components/Portal/', page('')],
    ]);
    expect(findBrokenLinks(relative, '/react-native-paper')).toEqual([{ page: '/docs/components/Modal/', href: './Portal', reason: 'no such page' }]);
  });

  it('decodes HTML entities in links before checking them', () => {
    const encoded = new Map([['/', page('<a href="/react-native-paper/a/?x=1&amp;y=2">q</a>')]]);
    expect(findBrokenLinks(encoded, '/react-native-paper')[0].href).toBe('/react-native-paper/a/?x=1&y=2');
  });
});
