import path from 'path';
import { writeIfChanged } from '../shared/write-if-changed';
import type { PostBuildStage } from './stage';

/**
 * `/docs/guides/theming.html` serves the same page as `/docs/guides/theming/` on any static host;
 * Gatsby then replaces the address with the canonical one.
 */
export const htmlAliases: PostBuildStage = {
  name: '.html aliases',
  run({ publicDir, pages, pagePaths }) {
    let count = 0;
    for (const [page, html] of pages) {
      const aliasPath = `${page.replace(/\/$/, '')}.html`;
      // Leave pages Gatsby itself writes as .html files (404.html) alone.
      if (page === '/' || pagePaths.has(aliasPath)) continue;
      writeIfChanged(path.join(publicDir, aliasPath), html);
      count += 1;
    }
    return `${count} written`;
  },
};
