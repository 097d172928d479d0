import fs from 'fs';
import path from 'path';
import { packRecords, searchIndexPath } from '../../src/shared/search/index-format';
import { buildSearchRecords, searchedPages } from './search-records';
import type { SitePageInfo } from '../page-kinds/registry';
import { searchHints } from './search-hints';
import { versionFallbacks, type VersionFallbacks } from '../config/version-fallbacks';
import type { DocVersionSources } from '../config/doc-versions';
import type { PostBuildStage } from './stage';

/** Where the search index of every docs version is written, under the site root (`/search-index.json`, `/6.x/search-index.json` …). */
export const searchIndexFiles = (versions: readonly Pick<DocVersionSources, 'prefix'>[]): string[] =>
  versions.map((version) => searchIndexPath(version.prefix));

/**
 * Writes each docs version's search index from the built pages (public/search-index.json for the
 * one served at /docs/, public/6.x/search-index.json …), with its hints; returns the record count
 * and size in bytes of each.
 */
function writeSearchIndexes(
  publicDir: string,
  pages: Map<string, string>,
  sitePages: readonly SitePageInfo[],
  pathPrefix: string,
  versions: readonly Pick<DocVersionSources, 'name' | 'prefix' | 'migration'>[],
  fallbacks: VersionFallbacks,
): { file: string; records: number; bytes: number }[] {
  const indexed = versions.map((version) => ({
    version,
    records: buildSearchRecords(pages, searchedPages(sitePages, version.name), pathPrefix),
  }));
  const hints = searchHints(indexed, fallbacks, pathPrefix);
  return indexed.map(({ version, records }) => {
    const json = JSON.stringify(packRecords(records, hints.get(version.name)));
    const file = searchIndexPath(version.prefix);
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, file), json);
    return { file, records: records.length, bytes: Buffer.byteLength(json) };
  });
}

export const searchIndex: PostBuildStage = {
  name: 'search index',
  run({ publicDir, pages, sitePages, pathPrefix, versions }) {
    return writeSearchIndexes(publicDir, pages, sitePages, pathPrefix, versions, versionFallbacks())
      .map(({ file, records, bytes }) => `${file}: ${records} records, ${Math.round(bytes / 1024)} kB`)
      .join('; ');
  },
};
