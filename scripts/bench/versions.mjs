// What each docs version's component pages offer, as the coverage test counted them from the page
// data while it ran every usage example (`__tests__/e2e/live-example-coverage.test.ts`), from its last run.
import fs from 'node:fs';
import path from 'node:path';

/**
 * @typedef {{ version: string, total: number, live: number, configurator: number, screenshots: number,
 *   themeColors: number, measuredAt: string }} VersionParity
 * @returns {VersionParity[]}
 */
export function versionParityFromLastTestRun() {
  const dir = path.resolve('test-results');
  if (!fs.existsSync(dir)) return [];
  const files = fs.readdirSync(dir).filter((name) => /^live-examples.*\.json$/.test(name));
  return files.flatMap((name) => {
    const file = path.join(dir, name);
    const counted = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (counted.version === undefined) return [];
    const { version, total, live, configurator, screenshots, themeColors } = counted;
    return [
      {
        version,
        total,
        live,
        configurator,
        screenshots,
        themeColors,
        measuredAt: fs.statSync(file).mtime.toISOString(),
      },
    ];
  });
}
