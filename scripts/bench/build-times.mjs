// Build times: cold (what a fresh checkout or CI pays: `npm run clean` first, then the build `npm test`
// makes), `npm run build` right after it (the caches kept: it must be warm), and warm after one guide
// changed (what a writer waits for).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const GUIDE = 'content/5.x/guides/04-fonts.mdx';

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
  const original = fs.readFileSync(GUIDE, 'utf8');
  fs.writeFileSync(GUIDE, `${original}\nOne more sentence, written by the benchmark.\n`);
  try {
    return { coldSeconds, afterTestSeconds, warmSeconds: timed('npm', ['run', 'build']), editedGuide: GUIDE };
  } finally {
    fs.writeFileSync(GUIDE, original);
    // Put back the build of the untouched guide, so what is measured next is what the sources make.
    timed('npm', ['run', 'build']);
  }
}
