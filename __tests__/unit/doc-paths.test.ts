import fs from 'fs';
import path from 'path';

// The README, docs/*.md and the READMEs beside the code name files and folders of this repository; a
// file that moves leaves them pointing nowhere. Every path they name, in code spans or as a relative
// link, must exist.
const ROOT = path.resolve(__dirname, '..', '..');
const TOP_LEVEL = new Set(fs.readdirSync(ROOT));
/** What the build and the tests write (the build keeps the last public/ aside while it runs): named in the docs, never in the repository. */
const MADE_BY_RUNS = new Set(['public', '.public-before-build', 'test-results', '.cache', 'node_modules']);
/** Folders whose Markdown is not about the code: the guides, test fixtures, and what runs write. */
const NOT_DOCS = new Set(['content', '.git', ...MADE_BY_RUNS]);
const markdownUnder = (dir: string): string[] =>
  fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md') && !file.startsWith('fixtures/'))
    .map((file) => `${dir}/${file}`);
const DOCS = [...TOP_LEVEL]
  .filter((entry) => !NOT_DOCS.has(entry))
  .flatMap((entry) =>
    fs.statSync(path.join(ROOT, entry)).isDirectory() ? markdownUnder(entry) : entry.endsWith('.md') ? [entry] : [],
  )
  .sort();

const isPath = (name: string) => !/^[a-z]+:/.test(name) && !name.startsWith('/') && !/[*<>{}$|]/.test(name);

/** The repository paths a Markdown file names: code spans from the root, links from the file's folder. */
function repositoryPaths(file: string, text: string): string[] {
  const spans = [...text.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]).filter(isPath);
  const links = [...text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)]
    .map((match) => match[1])
    .filter(isPath)
    .map((link) => path.posix.normalize(path.posix.join(path.posix.dirname(file), link)));
  return [...spans, ...links]
    .map((name) => name.replace(/(:\d+)?[:,.;)]*$/, ''))
    .filter((name) => {
      const first = name.split('/')[0];
      return TOP_LEVEL.has(first) && !MADE_BY_RUNS.has(first) && (name.includes('/') || TOP_LEVEL.has(name));
    });
}

it.each(DOCS)('every repository path %s names exists', (file) => {
  const missing = repositoryPaths(file, fs.readFileSync(path.join(ROOT, file), 'utf8')).filter(
    (name) => !fs.existsSync(path.join(ROOT, name)),
  );
  expect(missing).toEqual([]);
});

it('reads code spans and relative links, and leaves routes, globs and placeholders alone', () => {
  const text = [
    'See `src/shared/routes.ts`, `gatsby/nowhere.ts:12` and [the map](../src/gone.tsx#top).',
    'Not paths: `/docs/guides/theming/`, `content/<version>/`, `src/**/*.css`, `https://x.org/a`, `2.x/guides/x`.',
  ].join('\n');
  expect(repositoryPaths('docs/a.md', text)).toEqual(['src/shared/routes.ts', 'gatsby/nowhere.ts', 'src/gone.tsx']);
});
