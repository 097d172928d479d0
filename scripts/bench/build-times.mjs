// Build times: cold (what a fresh checkout or CI pays: `npm run clean` first, then the build `npm test`
// makes), `npm run build` right after it (the caches kept: it must be warm), and warm after one guide
// changed (what a writer waits for).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const { require: requireTs } = createRequire(import.meta.url)('tsx/cjs/api');
/** @type {typeof import('../../gatsby/config/site-config')} */
const { docVersions } = requireTs('../../gatsby/config/site-config.ts', import.meta.url);
/** @type {typeof import('../../src/shared/doc-versions')} */
const { lastVersionOf } = requireTs('../../src/shared/doc-versions.ts', import.meta.url);

/** The guide the writer edits: the first of the version at /docs/, from the project root. */
function editedGuide() {
  const { guidesDir } = lastVersionOf(docVersions());
  const first = fs
    .readdirSync(guidesDir)
    .filter((file) => file.endsWith('.mdx'))
    .sort()[0];
  return path.relative(process.cwd(), path.join(guidesDir, first));
}

/**
 * Seconds `command` takes to run; throws if it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
function timed(command, args, env = {}) {
  const started = process.hrtime.bigint();
  const result = spawnSync(command, args, {
    stdio: 'ignore',
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', ...env },
  });
  if (result.status !== 0) throw new Error(`\`${command} ${args.join(' ')}\` failed; run it yourself to see why.`);
  return Number(process.hrtime.bigint() - started) / 1e9;
}

export function measureBuilds() {
  timed('npm', ['run', 'clean']);
  // As scripts/test.mjs builds.
  const coldSeconds = timed('node', ['scripts/build.mjs']);
  const afterTestSeconds = timed('npm', ['run', 'build']);
  const guide = editedGuide();
  const original = fs.readFileSync(guide, 'utf8');
  fs.writeFileSync(guide, `${original}\nOne more sentence, written by the benchmark.\n`);
  try {
    return { coldSeconds, afterTestSeconds, warmSeconds: timed('npm', ['run', 'build']), editedGuide: guide };
  } finally {
    fs.writeFileSync(guide, original);
    // Put back the build of the untouched guide, so what is measured next is what the sources make.
    timed('npm', ['run', 'build']);
  }
}
