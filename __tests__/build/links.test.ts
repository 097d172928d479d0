import fs from 'fs';
import path from 'path';
import { findBrokenLinks } from '../../gatsby/link-check';
import { PUBLIC_DIR } from '../helpers/built-site';

function allPages(): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && !['page-data', 'static'].includes(entry.name)) walk(full);
      else if (entry.name === 'index.html') {
        const rel = path.relative(PUBLIC_DIR, dir).split(path.sep).join('/');
        pages.set(rel ? `/${rel}/` : '/', fs.readFileSync(full, 'utf8'));
      }
    }
  };
  walk(PUBLIC_DIR);
  return pages;
}

describe('links in the built site', () => {
  it('has no internal link to a missing page or anchor', () => {
    const pages = allPages();
    expect(pages.size).toBeGreaterThan(90);
    expect(findBrokenLinks(pages, '/react-native-paper')).toEqual([]);
  });
});
