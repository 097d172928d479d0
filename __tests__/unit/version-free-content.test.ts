import fs from 'fs';
import path from 'path';
import { docVersions } from '../../gatsby/config/site-config';
import { VERSION_CONTENT } from '../../gatsby/config/doc-versions';

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * A maintainer starts a new version by copying the newest one's content and screenshots folders, so
 * nothing in them may point into the version by name: a copy would show the old version's pictures
 * and pages. Paths there are relative to the version's own folders instead. Sentences may still name
 * a version (`Paper 6.0 removed …`), and guides are left to their own link rule: they write `/docs/…`
 * for a page of their own version (gatsby/mdx/version-links.ts).
 */
const versions = docVersions().map((version) => {
  const content = path.dirname(version.pageData);
  const files = fs
    .readdirSync(path.join(ROOT, content), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(json|tsx?)$/.test(file) && !file.startsWith(`${VERSION_CONTENT.guides}${path.sep}`))
    .map((file) => path.join(content, file));
  const manifest = path.relative(ROOT, path.join(version.screenshotsDir, 'manifest.json'));
  // Every name the version's folders and addresses go by: `6.x`, or a content folder or route prefix of its own.
  const names = [version.name, version.routePrefix, path.basename(content), path.basename(version.screenshotsDir)];
  return {
    name: version.name,
    files: [...files, manifest].filter((file) => fs.existsSync(path.join(ROOT, file))),
    names,
  };
});

const escaped = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The name as a segment of a path (`/screenshots/6.x/…`, `6.x/button`, `/6.x/docs/`), not in a sentence (`with 6.x`). */
const inPath = (names: string[]) => {
  const name = [...new Set(names)].map(escaped).join('|');
  return new RegExp(`(?:/(?:${name})(?![\\w.-]))|(?:(?<![\\w.-])(?:${name})/)`);
};

it('finds each version its content files and manifest', () => {
  for (const version of versions) expect(version.files.length).toBeGreaterThan(1);
});

describe.each(versions.map((version) => [version.name, version] as const))(
  "%s's content and screenshots manifest",
  (_, { files, names }) => {
    it('name no folder or address of their own version in a path', () => {
      const pattern = inPath(names);
      const found = files.flatMap((file) =>
        fs
          .readFileSync(path.join(ROOT, file), 'utf8')
          .split('\n')
          .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
      );
      expect(found).toEqual([]);
    });
  },
);
