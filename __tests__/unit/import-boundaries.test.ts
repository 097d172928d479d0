import { spawnSync } from 'child_process';
import fs from 'fs';
import path from 'path';

/**
 * Probe files, each with one import, written where the rule applies and linted in one ESLint run
 * (the project's own config, as `npm run lint` uses it), then removed.
 */
const PROBES: { file: string; code: string; allowed: boolean }[] = [
  // Build-time code may import from src/ only what src/shared/ holds.
  { file: 'gatsby/pages', code: "import Link from '../../src/components/Link';", allowed: false },
  {
    file: 'plugins/gatsby-source-component-docs',
    code: "import { searchRecords } from '../../src/search/docsearch-hits';",
    allowed: false,
  },
  { file: 'gatsby/pages', code: "import { docPath } from '../../src/shared/routes';", allowed: true },
  // Browser code may not import build-time code, not even a type.
  { file: 'src/layout', code: "import { resolveNavbar } from '../../gatsby/config/navbar';", allowed: false },
  {
    file: 'src/search',
    code: "import type { PropDoc } from '../../plugins/gatsby-source-component-docs/docgen';",
    allowed: false,
  },
  { file: 'src/layout', code: "import { docPath } from '../shared/routes';", allowed: true },
  // src/shared/ is pure: nothing from the rest of src/, Gatsby's runtime, React or Node.
  { file: 'src/shared/search', code: "import Link from '../../components/Link';", allowed: false },
  { file: 'src/shared', code: "import { useSidebars } from '../config/useSidebars';", allowed: false },
  // A file directly in src/shared/ is two folders below the root, where gatsby/ is.
  { file: 'src/shared', code: "import { docVersions } from '../../gatsby/config/site-config';", allowed: false },
  { file: 'src/shared', code: "import { withPrefix } from 'gatsby';", allowed: false },
  { file: 'src/shared', code: "import React from 'react';", allowed: false },
  { file: 'src/shared', code: "import fs from 'fs';", allowed: false },
  { file: 'src/shared/search', code: "import { docPath } from '../routes';", allowed: true },
];

describe('the line between build-time (Node) and browser code, enforced by the lint', () => {
  const files = PROBES.map(({ file }, i) => path.join(file, `__import-probe-${process.pid}-${i}.ts`));
  let restricted: Map<string, number>;

  beforeAll(() => {
    PROBES.forEach(({ code }, i) => fs.writeFileSync(files[i], `${code}\nexport const probe = 1;\n`));
    const eslint = spawnSync('npx', ['eslint', '--format', 'json', '--no-warn-ignored', ...files], {
      encoding: 'utf8',
    });
    const results = JSON.parse(eslint.stdout) as { filePath: string; messages: { ruleId: string | null }[] }[];
    restricted = new Map(
      results.map((result) => [
        path.relative(process.cwd(), result.filePath),
        result.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').length,
      ]),
    );
  }, 120_000);

  afterAll(() => files.forEach((file) => fs.rmSync(file, { force: true })));

  it.each(PROBES.map((probe, i) => [probe.file, probe.code, probe.allowed, i] as const))(
    '%s: %s (allowed: %s)',
    (_, __, allowed, i) => {
      expect(restricted.get(files[i])).toBe(allowed ? 0 : 1);
    },
  );
});
