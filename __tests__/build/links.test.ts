import { readBuiltPages } from '../../gatsby/built-pages';
import { findBrokenLinks } from '../../gatsby/link-check';
import { BASE, builtPage, PUBLIC_DIR } from '../helpers/built-site';

describe('links in the built site', () => {
  it('has no internal link to a missing page or anchor', () => {
    const pages = readBuiltPages(PUBLIC_DIR);
    expect(pages.size).toBeGreaterThan(90);
    expect(findBrokenLinks(pages, BASE)).toEqual([]);
  });

  it.each([
    ['/docs/components/Dialog/', '/docs/components/Portal/'],
    ['/docs/components/FAB/FABGroup/', '/docs/components/Portal/'],
    ['/docs/components/Modal/', '/docs/components/Portal/'],
    ['/docs/components/ToggleButton/ToggleButtonGroup/', '/docs/components/ToggleButton/ToggleButtonRow/'],
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
        if (!/rel="[^"]*\bnoopener\b[^"]*"/.test(tag) || !/rel="[^"]*\bnoreferrer\b[^"]*"/.test(tag)) unsafe.push(`${page}: ${tag}`);
      }
    }
    expect(unsafe).toEqual([]);
  });
});
