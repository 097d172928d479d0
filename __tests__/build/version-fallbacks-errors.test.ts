import { spawnSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import { copySite, gatsbyCli, removeSiteCopy } from '../helpers/site-copy';

// A wrong value in content/version-fallbacks.json used to surface minutes into the build, as
// "e.split is not a function". A real `gatsby build` of a copy of the project now stops before
// bootstrap with the file, the key and what was expected.
let siteDir: string;

beforeAll(() => {
  siteDir = copySite('broken-version-fallbacks-');
});

afterAll(() => removeSiteCopy(siteDir));

it('stops gatsby build at once on a fallback that is not a doc id, naming the file and the key', () => {
  const file = path.join(siteDir, 'content', 'version-fallbacks.json');
  const fallbacks = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Record<string, unknown>>;
  fallbacks['6.x']['components/HelperText'] = 5;
  fs.writeFileSync(file, JSON.stringify(fallbacks));

  const result = spawnSync(process.execPath, [gatsbyCli(siteDir), 'build'], {
    cwd: siteDir,
    encoding: 'utf8',
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
    timeout: 150_000,
  });
  const output = `${result.stdout}\n${result.stderr}`.replace(/\s+/g, ' ');

  expect(result.status).not.toBe(0);
  expect(output).toContain(
    'content/version-fallbacks.json: "6.x.components/HelperText" is 5; expected a doc id such as "guides/migration#helpertext".',
  );
  expect(output).not.toContain('is not a function');
  // onPreInit, before sourcing: not minutes into the build, as the type error was.
  expect(output).not.toContain('source and transform nodes');
}, 180_000);
