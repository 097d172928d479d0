import fs from 'fs';
import path from 'path';
import { buildSiteCopy, copySite, removeSiteCopy } from '../helpers/site-copy';

// Mistakes editors make in content files, met the way they meet them: `npm run build` of a copy of
// the project.
// The build stops once sourcing is done, with one message in which each mistake names its own file
// and key. The unit tests own each check's wording; this checks that the build stops on them.
const VERSION = '6.x';
let siteDir: string;
let result: { status: number | null; output: string };

const edit = (file: string, change: (source: string) => string) => {
  const full = path.join(siteDir, file);
  fs.writeFileSync(full, change(fs.readFileSync(full, 'utf8')));
};

beforeAll(async () => {
  siteDir = copySite('content-mistakes-');
  // Renumbering a guide and keeping the old file: two guides at one address.
  fs.copyFileSync(
    path.join(siteDir, `content/${VERSION}/guides/11-rtl.mdx`),
    path.join(siteDir, `content/${VERSION}/guides/14-rtl.mdx`),
  );
  // A version switch target that is no doc of its version.
  edit('content/version-fallbacks.json', (source) => {
    const fallbacks = JSON.parse(source) as Record<string, Record<string, string>>;
    fallbacks[VERSION]['components/HelperText'] = 'guides/migrashun#helpertext';
    return JSON.stringify(fallbacks, null, 2);
  });
  // A misspelt component title in page data.
  edit(`content/${VERSION}/data/more-examples.json`, (source) => source.replace('"Snackbar"', '"Snakbar"'));
  // A colour that is no colour, and a key of the other version's page data misspelt.
  edit('content/data/showcase.json', (source) => source.replace(/"color": "[^"]*"/, '"color": "purple"'));
  edit('content/5.x/data/known-issues.json', (source) => source.replace('"TextInput"', '"Buton"'));
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
    `content/${VERSION}/guides/11-rtl.mdx: is published at /${VERSION}/docs/guides/rtl/, and so is content/${VERSION}/guides/14-rtl.mdx;`,
  );
});

it('names the fallbacks file and its key, not site.config.ts', () => {
  expect(result.output).toContain(
    `content/version-fallbacks.json: "${VERSION}"."components/HelperText" is "guides/migrashun#helpertext", which is not a doc of version "${VERSION}".`,
  );
  expect(result.output).not.toContain('site.config.ts: "content/version-fallbacks.json');
});

it('keeps the record of what its cache was made from, so the build after the fix does not start clean', () => {
  const recorded = JSON.parse(fs.readFileSync(path.join(siteDir, '.cache/build-inputs.json'), 'utf8'));
  expect(Object.keys(recorded).sort()).toEqual(['stylesheets', 'versions']);
});

it('names each page data file and its misspelt title, in every version, and the showcase colour', () => {
  expect(result.output).toContain(
    `content/${VERSION}/data/more-examples.json: "Snakbar" names no component page of ${VERSION};`,
  );
  expect(result.output).toContain('content/5.x/data/known-issues.json: "Buton" names no component page of 5.x');
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
