import { spawnSync } from 'child_process';
import path from 'path';

/**
 * Which docs version is served at /docs/ is `docs.lastVersion`, resolved once by
 * src/shared/doc-versions.ts. The project's lint refuses code that picks a version by its position
 * in a list or by its name; these probes are linted as if they were files of the site.
 */
const PROBES: { file: string; code: string; flagged: boolean }[] = [
  { file: 'src/layout/probe.tsx', code: 'export const first = (config) => config.docs.versions[0];', flagged: true },
  { file: 'gatsby/config/probe.ts', code: 'export const others = (versions) => versions.slice(1);', flagged: true },
  { file: 'src/search/probe.ts', code: 'export const other = (entries) => entries[1];', flagged: true },
  { file: 'gatsby/pages/probe.ts', code: "export const isCurrent = (name) => name === 'current';", flagged: true },
  { file: 'plugins/gatsby-source-component-docs/probe.ts', code: "export const v2 = '2.x';", flagged: true },
  {
    file: 'src/layout/probe.tsx',
    code: 'export const last = (versions) => versions.find((version) => version.isLast);',
    flagged: false,
  },
  { file: 'src/layout/probe.tsx', code: 'export const first = (items) => items[0];', flagged: false },
  { file: 'site.config.ts', code: "export const name = '1.x';", flagged: false },
];

/** Lints each probe with the project's config in one Node process (ESLint loads its config by dynamic import, which Jest's VM lacks). */
function restrictedRuleHits(): boolean[] {
  const script = `
    const { ESLint } = require('eslint');
    const probes = JSON.parse(require('fs').readFileSync(0, 'utf8'));
    const eslint = new ESLint();
    Promise.all(probes.map(({ file, code }) => eslint.lintText(code + '\\n', { filePath: file }))).then((results) =>
      console.log(JSON.stringify(results.map(([r]) => r.messages.some((m) => m.ruleId === 'no-restricted-syntax')))));`;
  const run = spawnSync(process.execPath, ['-e', script], {
    cwd: path.resolve(__dirname, '..', '..'),
    input: JSON.stringify(PROBES),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as boolean[];
}

describe('choosing a docs version by position or name, refused by the lint', () => {
  let hits: boolean[];
  beforeAll(() => {
    hits = restrictedRuleHits();
  });

  it.each(PROBES.map((probe, index) => ({ ...probe, index })))(
    '$file: `$code` flagged: $flagged',
    ({ index, flagged }) => {
      expect(hits[index]).toBe(flagged);
    },
  );
});
