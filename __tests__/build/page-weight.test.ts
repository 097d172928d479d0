import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import { pageBundles } from '../../gatsby/post-build/scripts-after-paint';
import budgets from '../../scripts/bench/budgets.json';
import { builtPage, PUBLIC_DIR, readBuilt } from '../helpers/built-site';
import { componentRoutes, guidesOf } from '../helpers/site-routes';

const guidePages = guidesOf().map(([slug]) => `/docs/guides/${slug}/`);
const componentPages = componentRoutes().map(([route]) => route);

/** The CSS a page inlines in its head. */
const inlinedCss = (sitePath: string) =>
  builtPage(sitePath)
    .querySelectorAll('style')
    .map((style) => style.textContent)
    .join('\n');

/** The JavaScript a first visit runs: the bundles the HTML starts (lazy chunks load later, if ever). */
function firstLoadJsBytes(sitePath: string): number {
  const files = new Set(pageBundles(readBuilt(sitePath)).map((src) => src.split('/').pop()!));
  expect(files.size).toBeGreaterThan(2);
  return [...files].reduce((sum, file) => sum + fs.statSync(path.join(PUBLIC_DIR, file)).size, 0);
}

describe('page weight budgets (scripts/bench/budgets.json)', () => {
  it.each([...guidePages, ...componentPages])(
    '%s is at most 60 kB of gzipped HTML, inlined CSS included',
    (sitePath) => {
      expect(zlib.gzipSync(readBuilt(sitePath)).length).toBeLessThanOrEqual(budgets.firstLoad.htmlGzipBytes);
    },
  );

  it.each([
    '/docs/guides/getting-started/',
    '/docs/guides/theming/',
    '/docs/components/Button/',
    '/docs/components/TextInput/',
  ])('%s runs at most 340 kB of JavaScript on a first visit', (sitePath) => {
    expect(firstLoadJsBytes(sitePath)).toBeLessThanOrEqual(budgets.firstLoad.jsBytes);
  });
});

describe('CSS ships with the feature that uses it', () => {
  const FEATURE_RULES = {
    'search dialog': '.DocSearch-Modal',
    'icon browser': '.icon-browser__input',
    'theme builder': '.theme-builder__inputs',
  };

  it.each(['/', '/docs/guides/getting-started/', '/docs/components/Button/'])(
    '%s inlines none of the lazy features’ styles',
    (sitePath) => {
      const css = inlinedCss(sitePath);
      expect(css).toContain('.DocSearch-Button');
      for (const rule of Object.values(FEATURE_RULES)) expect(css).not.toContain(rule);
    },
  );

  it.each(Object.entries(FEATURE_RULES))('the %s has a stylesheet of its own', (_, rule) => {
    const files = fs
      .readdirSync(PUBLIC_DIR)
      .filter((file) => file.endsWith('.css') && fs.readFileSync(path.join(PUBLIC_DIR, file), 'utf8').includes(rule));
    expect(files).toHaveLength(1);
    expect(files[0]).not.toMatch(/^styles\./);
  });

  it('inlines the component page styles on component pages only', () => {
    expect(inlinedCss('/docs/components/Button/')).toContain('.prop__facts');
    expect(inlinedCss('/docs/guides/getting-started/')).not.toContain('.prop__facts');
  });
});
