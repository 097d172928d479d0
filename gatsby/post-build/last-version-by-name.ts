import fs from 'fs';
import path from 'path';
import { lastVersionOf } from '../../src/shared/doc-versions';
import { searchIndexPath } from '../../src/shared/search/index-format';
import { writeIfChanged } from '../shared/write-if-changed';
import type { PostBuildStage } from './stage';

/** The files a version has in its own folder while it is not at /docs/ (`/6.x/llms.txt`). */
const VERSION_FILES = [searchIndexPath(undefined).slice(1), 'llms.txt', 'llms-full.txt'];

/**
 * The version at /docs/ keeps its search index and llms files under its route prefix as well
 * (`/6.x/llms.txt` once 6.x is promoted), as its pages keep their addresses by prefix (create-pages.ts):
 * a reader's cached page and an agent's saved address still find them after release day.
 */
export const lastVersionByName: PostBuildStage = {
  name: 'current version by name',
  run({ publicDir, versions }) {
    const { routePrefix } = lastVersionOf(versions);
    fs.mkdirSync(path.join(publicDir, routePrefix), { recursive: true });
    for (const file of VERSION_FILES)
      writeIfChanged(path.join(publicDir, routePrefix, file), fs.readFileSync(path.join(publicDir, file), 'utf8'));
    return `${VERSION_FILES.map((file) => `/${routePrefix}/${file}`).join(', ')}`;
  },
};
