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
