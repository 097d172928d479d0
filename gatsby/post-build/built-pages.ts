import fs from 'fs';
import path from 'path';

/** Every built page as path -> HTML (`/docs/guides/theming/` -> its index.html). */
export function readBuiltPages(publicDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!['page-data', 'static', '~partytown'].includes(entry.name)) walk(full);
      } else if (entry.name === 'index.html') {
        const rel = path.relative(publicDir, dir).split(path.sep).join('/');
        pages.set(rel === '' ? '/' : `/${rel}/`, fs.readFileSync(full, 'utf8'));
      }
    }
  };
  walk(publicDir);
  return pages;
}

/**
 * Rewrites every built page and `404.html` with `transform`, on disk and in `pages` (which later
 * stages read). An unchanged page is not written, so it keeps its date and its compressed copies
 * stay valid across warm builds. Returns how many files changed.
 */
export function rewriteBuiltPages(
  publicDir: string,
  pages: Map<string, string>,
  transform: (html: string) => string,
): number {
  let changed = 0;
  const rewrite = (file: string, html: string) => {
    const next = transform(html);
    if (next !== html) {
      fs.writeFileSync(file, next);
      changed += 1;
    }
    return next;
  };
  for (const [page, html] of pages) pages.set(page, rewrite(path.join(publicDir, page, 'index.html'), html));
  const notFoundPage = path.join(publicDir, '404.html');
  if (fs.existsSync(notFoundPage)) rewrite(notFoundPage, fs.readFileSync(notFoundPage, 'utf8'));
  return changed;
}
