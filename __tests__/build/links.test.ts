import { readBuiltPages } from '../../gatsby/post-build/built-pages';
import { findBrokenLinks } from '../../gatsby/post-build/link-check';
import siteConfig from '../../site.config';
import { BASE, builtPage, PUBLIC_DIR } from '../helpers/built-site';
import { componentRoutes, pageOf } from '../helpers/site-routes';

// The doc comments and descriptions below are 5.x's library's, on its pages wherever the config serves 5.x.
const V5 = '5.x';
const component = (key: string) => pageOf(V5, `components/${key}/`);

describe('links in the built site', () => {
  it('has no link to a missing page or anchor of its own, site-rooted, relative or absolute', () => {
    const pages = readBuiltPages(PUBLIC_DIR);
    expect(pages.size).toBeGreaterThan(componentRoutes().length);
    expect(findBrokenLinks(pages, BASE, `${siteConfig.url}${BASE}`)).toEqual([]);
  });

  it.each([component('Appbar'), component('BottomNavigation'), component('Surface')])(
    "%s: the doc comment's absolute link to the theming guide stays on this site and lands on its section",
    (page) => {
      const hrefs = builtPage(page)
        .querySelectorAll('main a')
        .map((a) => a.getAttribute('href') ?? '');
      expect(hrefs.filter((href) => href.includes('callstack.github.io/react-native-paper/docs'))).toEqual([]);
      expect(hrefs).toContain(`${BASE}${pageOf(V5, 'guides/theming/#light-and-dark-mode')}`);
    },
  );

  it.each([
    [component('Dialog'), component('Portal')],
    [component('FAB/FABGroup'), component('Portal')],
    [component('Modal'), component('Portal')],
    [component('ToggleButton/ToggleButtonGroup'), component('ToggleButton/ToggleButtonRow')],
  ])('%s: the description’s link to another component leads to its page', (page, targetPath) => {
    const target = `${BASE}${targetPath}`;
    const hrefs = builtPage(page)
      .querySelectorAll('.doc-content__lead a')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toContain(target);
    expect(hrefs.filter((href) => !/^(https?:|\/|#)/.test(href ?? ''))).toEqual([]);
  });

  it('opens new tabs only with rel="noopener noreferrer"', () => {
    const unsafe: string[] = [];
    for (const [page, html] of readBuiltPages(PUBLIC_DIR)) {
      for (const [tag] of html.matchAll(/<a\b[^>]*target="_blank"[^>]*>/g)) {
        if (!/rel="[^"]*\bnoopener\b[^"]*"/.test(tag) || !/rel="[^"]*\bnoreferrer\b[^"]*"/.test(tag))
          unsafe.push(`${page}: ${tag}`);
      }
    }
    expect(unsafe).toEqual([]);
  });
});
