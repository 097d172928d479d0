import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { rewriteBuiltPages } from './built-pages';
import { writeIfChanged } from '../shared/write-if-changed';
import type { PostBuildStage } from './stage';

const IN_PAGE = /(window\.___webpackCompilationHash=")[^"]*(")/;
const IN_APP_DATA = /("webpackCompilationHash":")[^"]*(")/;

/**
 * A hash of the scripts and stylesheets the build wrote: their names, which carry their content
 * hashes (webpack's stats list them by chunk). The same bundles give the same hash.
 */
export function bundlesHash(stats: { assetsByChunkName: Record<string, string[]> }): string {
  const names = Object.entries(stats.assetsByChunkName).sort(([a], [b]) => a.localeCompare(b));
  return crypto.createHash('sha256').update(JSON.stringify(names)).digest('hex').slice(0, 20);
}

/**
 * Webpack's compilation hash differs between two builds of the same tree (it hashes more than the
 * files it writes), and Gatsby writes it into app-data.json and every page, where it only tells an
 * open tab that the scripts changed (the tab then reloads). So every deploy changed every page. It
 * is replaced by the bundles' own hash: two builds of one tree give the same bytes, and a tab still
 * reloads when the scripts change. First, before anything hashes or copies a page.
 */
export const stableCompilationHash: PostBuildStage = {
  name: 'compilation hash',
  run({ publicDir, pages }) {
    const stats = JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8'));
    const hash = bundlesHash(stats);
    const appData = path.join(publicDir, 'page-data', 'app-data.json');
    writeIfChanged(appData, fs.readFileSync(appData, 'utf8').replace(IN_APP_DATA, `$1${hash}$2`));
    const changed = rewriteBuiltPages(publicDir, pages, (html) => html.replace(IN_PAGE, `$1${hash}$2`));
    return `${hash}, ${changed} pages rewritten`;
  },
};
