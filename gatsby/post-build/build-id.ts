import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { BUILD_ID_FILE, BUILD_ID_META } from '../../src/shared/build-id';
import type { PostBuildStage } from './stage';

/** Every file under `dir`, as paths relative to it, sorted (so the hash does not depend on the file system's order). */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * What in-app navigation reads from a deploy: every page's data and the static query results, all
 * under public/page-data. Their hash names the deploy; code changes are Gatsby's own concern (it
 * reloads when the webpack compilation changes).
 */
export function contentId(publicDir: string): string {
  const dataDir = path.join(publicDir, 'page-data');
  const hash = crypto.createHash('sha256');
  for (const file of filesUnder(dataDir))
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(dataDir, file)))
      .update('\0');
  return hash.digest('hex').slice(0, 20);
}

const META = new RegExp(`<meta name="${BUILD_ID_META}" content="[^"]*"/>`);

/** The page with its build id in a meta tag after the charset (replacing one from an earlier build). */
export function withBuildId(html: string, id: string): string {
  const page = html.replace(META, '');
  return page.replace(
    /<head>(<meta charSet="utf-8"\/>)?/i,
    (head) => `${head}<meta name="${BUILD_ID_META}" content="${id}"/>`,
  );
}

/**
 * Names the deploy: `build.json` with its id, and the same id in every page (`pages`, path -> HTML,
 * updated in place, and 404.html), so an open tab can tell when a newer deploy is live
 * (src/navigation/deploy-check.ts).
 */
export function writeBuildId(publicDir: string, pages: Map<string, string>): string {
  const id = contentId(publicDir);
  const write = (file: string, html: string) => {
    const marked = withBuildId(html, id);
    if (marked !== html) fs.writeFileSync(file, marked);
    return marked;
  };
  for (const [page, html] of pages) pages.set(page, write(path.join(publicDir, page, 'index.html'), html));
  const notFoundPage = path.join(publicDir, '404.html');
  if (fs.existsSync(notFoundPage)) write(notFoundPage, fs.readFileSync(notFoundPage, 'utf8'));
  fs.writeFileSync(path.join(publicDir, BUILD_ID_FILE), `${JSON.stringify({ id })}\n`);
  return id;
}

export const buildId: PostBuildStage = {
  name: 'build id',
  run: ({ publicDir, pages }) => `this deploy's content id is ${writeBuildId(publicDir, pages)} (build.json)`,
};
