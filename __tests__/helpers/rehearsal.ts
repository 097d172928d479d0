import { spawnSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import shipped from '../../site.config';
import { resolveDocVersions } from '../../src/shared/doc-versions';

/**
 * Release day rehearsed on a copy of the project, as maintainers will live it: the first next version
 * is promoted (`docs.lastVersion`), and the major after the newest is started the same day with
 * `npm run version:cut` (a record after the newest, its content and screenshots copied from the
 * newest's, an empty changes file), its library being the newest's under the new alias, as
 * `npm install --save-exact <alias>@npm:react-native-paper@…` would install it. No code is touched.
 */
const versions = resolveDocVersions(shipped.docs);
const newest = shipped.docs.versions[shipped.docs.versions.length - 1];

/** The file the promotion test leaves in a kept rehearsal once it has built, for the rehearsal phase. */
export const REHEARSAL_BUILT = '.rehearsal-built';

/** The version served at /docs/ before the rehearsal. */
export const OLDER = shipped.docs.lastVersion;

/** The version the rehearsal promotes: the first one after the current one. */
export const PROMOTED = (() => {
  const next = versions.find((version) => version.status === 'next');
  if (!next) throw new Error('The rehearsal promotes the first next version, and site.config.ts has none.');
  return next.name;
})();

/** The version the rehearsal starts: the newest's major plus one (`6.x` -> `7.x`). */
export const STARTED = (() => {
  const major = /^(\d+)\.x$/.exec(newest.name)?.[1];
  if (!major) throw new Error(`The rehearsal names the next major after "${newest.name}"; give it a name rule.`);
  return `${Number(major) + 1}.x`;
})();

/** The alias `version:cut` installs the started version's library under. */
export const STARTED_LIBRARY = `react-native-paper-v${STARTED.replace(/\.x$/, '')}`;

/** The copy's node_modules: every package of the project's, and the newest library under the new alias. */
function linkAlias(siteDir: string): void {
  const shared = fs.realpathSync(path.join(siteDir, 'node_modules'));
  fs.unlinkSync(path.join(siteDir, 'node_modules'));
  fs.mkdirSync(path.join(siteDir, 'node_modules'));
  for (const entry of fs.readdirSync(shared))
    fs.symlinkSync(path.join(shared, entry), path.join(siteDir, 'node_modules', entry));
  fs.symlinkSync(
    fs.realpathSync(path.join(shared, newest.library)),
    path.join(siteDir, 'node_modules', STARTED_LIBRARY),
    'dir',
  );
}

function setLastVersion(siteDir: string, to: string): void {
  const file = path.join(siteDir, 'site.config.ts');
  const source = fs.readFileSync(file, 'utf8');
  const line = `lastVersion: '${OLDER}',`;
  if (!source.includes(line)) throw new Error(`site.config.ts: no line ${line} to promote from.`);
  fs.writeFileSync(file, source.replace(line, `lastVersion: '${to}',`));
}

/** Makes a project copy (from `copySite`) the rehearsal; returns what `version:cut` printed. */
export function rehearseReleaseDay(siteDir: string): string {
  const library = JSON.parse(
    fs.readFileSync(path.join(siteDir, 'node_modules', newest.library, 'package.json'), 'utf8'),
  ) as { version: string };
  const cut = spawnSync(
    process.execPath,
    [
      path.join(siteDir, 'scripts', 'version-cut.mjs'),
      STARTED,
      '--library',
      `react-native-paper@${library.version}`,
      ...['--alias', STARTED_LIBRARY],
      '--no-install',
    ],
    { cwd: siteDir, encoding: 'utf8' },
  );
  if (cut.status !== 0) throw new Error(`npm run version:cut failed:\n${cut.stdout}${cut.stderr}`);
  linkAlias(siteDir);
  setLastVersion(siteDir, PROMOTED);
  return cut.stdout;
}
