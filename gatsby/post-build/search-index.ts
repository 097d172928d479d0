import fs from 'fs';
import path from 'path';
import { packRecords, searchIndexPath } from '../../src/shared/search/index-format';
import { buildSearchRecords } from './search-records';
import { resolveDocVersions, type RoutePrefix } from '../../src/shared/doc-versions';
import type { PostBuildStage } from './stage';
import type { SiteConfig } from '../../src/shared/site-config-schema';

/** The route prefix of each docs version's search index (undefined: the version served at /docs/). */
const indexedVersions = (docs: SiteConfig['docs']): (RoutePrefix | undefined)[] =>
  resolveDocVersions(docs).map((version) => version.prefix);

/** Where the search index of every docs version is written, under the site root (`/search-index.json`, `/6.x/search-index.json` …). */
export const searchIndexFiles = (config: SiteConfig): string[] => indexedVersions(config.docs).map(searchIndexPath);

/**
 * Writes each docs version's search index from the built pages (public/search-index.json for the
 * one served at /docs/, public/6.x/search-index.json …); returns the record count and size in bytes of each.
 */
export function writeSearchIndexes(
  publicDir: string,
  pages: Map<string, string>,
  pathPrefix: string,
  versionPrefixes: (RoutePrefix | undefined)[],
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
    return writeSearchIndexes(publicDir, pages, pathPrefix, indexedVersions(config.docs))
      .map(({ file, records, bytes }) => `${file}: ${records} records, ${Math.round(bytes / 1024)} kB`)
      .join('; ');
  },
};
