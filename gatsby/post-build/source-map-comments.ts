import fs from 'fs';
import path from 'path';
import { isBuildOnly } from '../../scripts/build-only-files';

/**
 * Webpack ends each script and stylesheet with a comment naming its source map
 * (`//# sourceMappingURL=app-….js.map`). The maps stay in public/ for whoever debugs a build, but
 * they are build output only (scripts/build-only-files.js): the deploy leaves them out and
 * scripts/serve.js refuses them, so a reader's developer tools would ask for a file that is not
 * there. Each comment that names such a file, or one that is missing, is taken out; a map written
 * into the file itself (`data:`) or on another host is left as it is.
 */

/** The last line (the whole of it) of a script (`//# sourceMappingURL=…`, or the older `//@`) or a stylesheet (`/*# … *\/`). */
const MAP_COMMENT = /(?<![^\n])(?:\/\/[#@] sourceMappingURL=([^\s'"]*)|\/\*[#@] sourceMappingURL=([^\s*]*)\s*\*\/)\s*$/;
const WITH_COMMENTS = /\.(js|mjs|cjs|css)$/;

/** Whether the map `url` names, from the file at `relative` (to the built folder), is missing from what is served. */
function mapNotServed(publicDir: string, relative: string, url: string): boolean {
  if (url.startsWith('data:') || /^[a-z][a-z0-9+.-]*:|^\/\//i.test(url)) return false;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(relative), url.split(/[?#]/)[0]));
  return isBuildOnly(target) || target.startsWith('../') || !fs.existsSync(path.join(publicDir, target));
}

/** `text` without its closing comment naming a map that is not served, or null when it has none. */
export function withoutMapComment(text: string, notServed: (url: string) => boolean): string | null {
  const match = MAP_COMMENT.exec(text);
  if (!match) return null;
  const url = match[1] ?? match[2];
  return notServed(url) ? text.slice(0, match.index) : null;
}

function filesWithComments(dir: string, relative = '', found: string[] = []): string[] {
  for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true })) {
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) filesWithComments(dir, child, found);
    else if (entry.isFile() && WITH_COMMENTS.test(entry.name) && !isBuildOnly(child)) found.push(child);
  }
  return found;
}

/**
 * Takes the comments out of every script and stylesheet under `publicDir` whose map is not served;
 * returns the paths (relative to it) of the files it rewrote. A file already without one is not touched.
 */
export function removeMapComments(publicDir: string): string[] {
  const rewritten: string[] = [];
  for (const relative of filesWithComments(publicDir)) {
    const file = path.join(publicDir, relative);
    // As bytes (latin1 keeps each one), so nothing but the comment changes.
    const text = fs.readFileSync(file, 'latin1');
    const stripped = withoutMapComment(text, (url) => mapNotServed(publicDir, relative, url));
    if (stripped === null) continue;
    fs.writeFileSync(file, stripped, 'latin1');
    rewritten.push(relative);
  }
  return rewritten;
}
