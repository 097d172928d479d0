import fs from 'fs';
import path from 'path';
import { packRecords, SEARCH_INDEX_PATH } from '../../src/shared/search/index-format';
import { buildSearchRecords } from './search-records';
import type { PostBuildStage } from './stage';

/** Writes public/search-index.json from the built pages; returns the record count and size in bytes. */
export function writeSearchIndex(
  publicDir: string,
  pages: Map<string, string>,
  pathPrefix: string,
): { records: number; bytes: number } {
  const records = buildSearchRecords(pages, pathPrefix);
  const json = JSON.stringify(packRecords(records));
  fs.writeFileSync(path.join(publicDir, SEARCH_INDEX_PATH), json);
  return { records: records.length, bytes: Buffer.byteLength(json) };
}

export const searchIndex: PostBuildStage = {
  name: 'search index',
  run({ publicDir, pages, pathPrefix }) {
    const { records, bytes } = writeSearchIndex(publicDir, pages, pathPrefix);
    return `${records} records, ${Math.round(bytes / 1024)} kB`;
  },
};
