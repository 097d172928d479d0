import type { GatsbyBrowser } from 'gatsby';
import { wrapPage } from './src/layout/wrapPage';
import { normalizePath } from './src/lib/routes';

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = wrapPage;

type Navigate = (to: string, options?: unknown) => void;

/**
 * Client navigation ignores a trailing `.html` or `/index.html`, as the served
 * site does: every navigate (links, `navigate()`) goes to the canonical path.
 */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  const win = window as unknown as { ___navigate?: Navigate };
  const original = win.___navigate;
  if (!original) return;
  win.___navigate = (to, options) => original(typeof to === 'string' && /\.html?([?#]|$)/i.test(to) ? normalizePath(to) : to, options);
};
