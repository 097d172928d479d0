import fs from 'fs';
import path from 'path';
import { parse, type HTMLElement } from 'node-html-parser';
import { readBuiltPages } from '../../gatsby/post-build/built-pages';
import { BASE } from './base-path';

export { BASE };
export const PUBLIC_DIR = path.resolve(__dirname, '..', '..', 'public');

/** The built file for a site path: `/docs/guides/theming/` -> public/docs/guides/theming/index.html */
export function builtFile(sitePath: string): string {
  const relative = sitePath.endsWith('/') ? `${sitePath}index.html` : sitePath;
  return path.join(PUBLIC_DIR, relative);
}

export function readBuilt(sitePath: string): string {
  return fs.readFileSync(builtFile(sitePath), 'utf8');
}

/** The built HTML of a page, parsed. */
export function builtPage(sitePath: string): HTMLElement {
  // `pre` is parsed too (node-html-parser keeps it as raw text by default), so code tokens can be inspected.
  return parse(readBuilt(sitePath), { blockTextElements: { script: true, noscript: true, style: true } });
}

/** A component page's data as the browser gets it (`componentDoc` of its page-data.json); `T` names the fields a test reads. */
export function builtComponentDoc<T = any>(route: string): T {
  return JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, 'page-data', route, 'page-data.json'), 'utf8')).result.data
    .componentDoc;
}

export const text = (element: HTMLElement | null): string => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Every .html file under `dir` (the built site by default), as full paths. */
export function builtHtmlFiles(dir: string = PUBLIC_DIR): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return builtHtmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** A built page that only sends the reader on (a version's old address, a docs landing): it has a refresh tag. */
export const isRedirect = (html: string): boolean => /<meta http-equiv="refresh"/.test(html);

/**
 * The guide and component pages built under a docs root (`/docs/`, `/6.x/docs/`), as site paths,
 * without the pages there that only redirect (a page only an older version has keeps its old
 * address as one).
 */
export function builtDocPages(root: string): string[] {
  return [...readBuiltPages(PUBLIC_DIR)]
    .filter(([page]) => page.startsWith(root) && /^(guides|components)\/./.test(page.slice(root.length)))
    .filter(([, html]) => !isRedirect(html))
    .map(([page]) => page);
}
