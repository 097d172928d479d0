import fs from 'fs';
import path from 'path';
import { buildSiteCopy, copySite, removeSiteCopy } from '../helpers/site-copy';
import type { DocVersionSources } from '../../gatsby/config/doc-versions';
import { allVersions, componentRoutes, currentVersion, prefixedVersions } from '../helpers/site-routes';

// Mistakes editors make in content files, met the way they meet them: `npm run build` of a copy of
// the project.
// The build stops once sourcing is done, with one message in which each mistake names its own file
// and key. The unit tests own each check's wording; this checks that the build stops on them.
// The mistakes are made in a version served under its own prefix (its guides' addresses carry it)
// and in the current one, whichever they are.
const ROOT = path.resolve(__dirname, '..', '..');
const version = prefixedVersions()[0];
const other = currentVersion();
const VERSION = version.name;
const guidesFolder = path.relative(ROOT, version.guidesDir);
/** Its last guide, renumbered after it: `11-rtl.mdx` -> `12-rtl.mdx`. */
const [guide] = fs
  .readdirSync(version.guidesDir)
  .filter((file) => /^\d+-.+\.mdx$/.test(file))
  .sort()
  .reverse();
const [, number, slug] = /^(\d+)-(.+)\.mdx$/.exec(guide)!;
const renumbered = `${String(Number(number) + 1).padStart(number.length, '0')}-${slug}.mdx`;
/** A component page another version has and this one lacks (the build checks the fallbacks of those only). */
const idsOf = (of: DocVersionSources) => componentRoutes(of).map(([route]) => route.slice(of.root.length, -1));
const own = new Set(idsOf(version));
const lacking = allVersions()
  .filter((candidate) => candidate !== version)
  .flatMap(idsOf)
  .find((id) => !own.has(id));
let siteDir: string;
let result: { status: number | null; output: string };

const edit = (file: string, change: (source: string) => string) => {
  const full = path.join(siteDir, file);
  const source = fs.readFileSync(full, 'utf8');
  const changed = change(source);
  if (changed === source) throw new Error(`${file}: the mistake this test makes found nothing to change.`);
  fs.writeFileSync(full, changed);
};

beforeAll(async () => {
  if (!lacking) throw new Error(`Every version has every component page of ${VERSION}: no fallback to get wrong.`);
  siteDir = copySite('content-mistakes-');
  // Renumbering a guide and keeping the old file: two guides at one address.
  fs.copyFileSync(path.join(siteDir, guidesFolder, guide), path.join(siteDir, guidesFolder, renumbered));
  // A version switch target that is no doc of its version.
  edit('content/version-fallbacks.json', (source) => {
    const fallbacks = JSON.parse(source) as Record<string, Record<string, string>>;
    fallbacks[VERSION] = { ...fallbacks[VERSION], [lacking]: 'guides/migrashun#helpertext' };
    return JSON.stringify(fallbacks, null, 2);
  });
  // A misspelt component title in page data.
  edit(`${version.pageData}/more-examples.json`, (source) => source.replace('"Snackbar"', '"Snakbar"'));
  // A colour that is no colour, and a key of the other version's page data misspelt.
  edit('content/data/showcase.json', (source) => source.replace(/"color": "[^"]*"/, '"color": "purple"'));
  edit(`${other.pageData}/screenshot-variants.json`, (source) => source.replace('"TextInput"', '"Buton"'));
  result = await buildSiteCopy(siteDir);
  result.output = result.output.replace(/\s+/g, ' ');
}, 600_000);

afterAll(() => removeSiteCopy(siteDir));

it('stops the build', () => {
  expect(result.status).not.toBe(0);
  expect(result.output).toMatch(/Content files have [0-9]+ mistakes:/);
});

it('names both guides that would be published at one address', () => {
  expect(result.output).toContain(
    `${guidesFolder}/${guide}: is published at ${version.root}guides/${slug}/, and so is ${guidesFolder}/${renumbered};`,
  );
});

it('names the fallbacks file and its key, not site.config.ts', () => {
  expect(result.output).toContain(
    `content/version-fallbacks.json: "${VERSION}"."${lacking}" is "guides/migrashun#helpertext", which is not a doc of version "${VERSION}".`,
  );
  expect(result.output).not.toContain('site.config.ts: "content/version-fallbacks.json');
});

it('keeps the record of what its cache was made from, so the build after the fix does not start clean', () => {
  const recorded = JSON.parse(fs.readFileSync(path.join(siteDir, '.cache/build-inputs.json'), 'utf8'));
  expect(Object.keys(recorded).sort()).toEqual(['stylesheets', 'versions']);
});

it('names each page data file and its misspelt title, in every version, and the showcase colour', () => {
  expect(result.output).toContain(
    `${version.pageData}/more-examples.json: "Snakbar" names no component page of ${VERSION};`,
  );
  expect(result.output).toContain(
    `${other.pageData}/screenshot-variants.json: "Buton" names no component page of ${other.name}`,
  );
  expect(result.output).toContain('content/data/showcase.json: "[0].color" is "purple"');
});

describe("a guide's front matter that is not YAML", () => {
  // Found before Gatsby reads any guide, so it stops the build in seconds, alone.
  let broken: string;
  let stopped: { status: number | null; output: string };

  beforeAll(async () => {
    broken = copySite('front-matter-yaml-');
    const guide = path.join(broken, `content/${VERSION}/guides/02-theming.mdx`);
    fs.writeFileSync(guide, fs.readFileSync(guide, 'utf8').replace(/\norder: /, '\n  order: '));
    stopped = await buildSiteCopy(broken);
  }, 180_000);

  afterAll(() => removeSiteCopy(broken));

  it('stops the build naming the guide from the project root and the line, not gatsby-plugin-mdx', () => {
    expect(stopped.status).not.toBe(0);
    expect(stopped.output.replace(/\s+/g, ' ')).toContain(
      `content/${VERSION}/guides/02-theming.mdx:3: front matter is not valid YAML: bad indentation of a mapping entry.`,
    );
    expect(stopped.output).not.toContain('gatsby-plugin-mdx');
  });
});
