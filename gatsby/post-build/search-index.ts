import fs from 'fs';
import path from 'path';
import { packRecords, searchIndexPath } from '../../src/shared/search/index-format';
import { buildSearchRecords } from './search-records';
import { versionIdPrefix } from '../../src/shared/routes';
import type { PostBuildStage } from './stage';

/**
 * Writes each docs version's search index from the built pages (public/search-index.json for the
 * current one, public/6.x/search-index.json …); returns the record count and size in bytes of each.
 */
export function writeSearchIndexes(
  publicDir: string,
  pages: Map<string, string>,
  pathPrefix: string,
  versionPrefixes: (string | undefined)[],
): { file: string; records: number; bytes: number }[] {
  return versionPrefixes.map((version) => {
    const records = buildSearchRecords(pages, pathPrefix, version);
    const json = JSON.stringify(packRecords(records));
    const file = searchIndexPath(version);
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, file), json);
    return { file, records: records.length, bytes: Buffer.byteLength(json) };
  });
}

export const searchIndex: PostBuildStage = {
  name: 'search index',
  run({ publicDir, pages, pathPrefix, config }) {
    const { versions } = config.docs;
    const prefixes = versions.map((version) => versionIdPrefix(versions, version.name));
    return writeSearchIndexes(publicDir, pages, pathPrefix, prefixes)
      .map(({ file, records, bytes }) => `${file}: ${records} records, ${Math.round(bytes / 1024)} kB`)
      .join('; ');
  },
};
