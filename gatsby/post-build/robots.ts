import fs from 'fs';
import path from 'path';
import type { PostBuildStage } from './stage';

export const robotsTxt: PostBuildStage = {
  name: 'robots.txt',
  run({ publicDir, siteRoot }) {
    fs.writeFileSync(
      path.join(publicDir, 'robots.txt'),
      `User-agent: *\nAllow: /\n\nSitemap: ${siteRoot}/sitemap-index.xml\n`,
    );
    return 'written';
  },
};
