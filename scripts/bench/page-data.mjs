// What a client-side navigation downloads: the destination's page-data.json (the shared static
// query results are fetched once per visit). Sizes per docs area, raw and as the precompressed .br.
import fs from 'node:fs';
import path from 'node:path';
import { median } from './stats.mjs';

/**
 * Every page-data.json under `dir`, at any depth.
 * @param {string} dir
 * @returns {string[]}
 */
function pageDataFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageDataFiles(full);
    return entry.name === 'page-data.json' ? [full] : [];
  });
}

/** @type {(file: string) => { raw: number, br: number | null }} */
const sizes = (file) => ({
  raw: fs.statSync(file).size,
  br: fs.existsSync(`${file}.br`) ? fs.statSync(`${file}.br`).size : null,
});

/**
 * Per area (`components`, `guides`): page count, median and largest page data, and the pages over `budget` bytes.
 * @param {string} publicDir
 * @param {number} budget
 */
export function measurePageData(publicDir, budget) {
  const areas = ['components', 'guides'].map((area) => {
    const files = pageDataFiles(path.join(publicDir, 'page-data', 'docs', area));
    const rows = files.map((file) => ({
      page: path.relative(path.join(publicDir, 'page-data'), path.dirname(file)),
      ...sizes(file),
    }));
    const raw = rows.map((row) => row.raw).sort((a, b) => a - b);
    const br = rows.map((row) => row.br ?? 0).sort((a, b) => a - b);
    const largest = rows.reduce(
      (a, b) => (b.raw > (a?.raw ?? -1) ? b : a),
      /** @type {(typeof rows)[number] | null} */ (null),
    );
    return {
      area,
      pages: rows.length,
      medianRaw: median(raw) ?? 0,
      maxRaw: raw.at(-1) ?? 0,
      largest: largest?.page,
      medianBr: median(br) ?? 0,
      maxBr: br.at(-1) ?? 0,
      overBudget: rows.filter((row) => row.raw > budget).length,
    };
  });
  const sharedDir = path.join(publicDir, 'page-data', 'sq', 'd');
  const shared = fs.existsSync(sharedDir)
    ? fs
        .readdirSync(sharedDir)
        .filter((name) => name.endsWith('.json'))
        .map((name) => ({ file: name, ...sizes(path.join(sharedDir, name)) }))
    : [];
  return { areas, shared };
}
