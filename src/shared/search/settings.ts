import type { RoutePrefix, VersionName } from '../doc-versions';
import type { DocSearchTransformClient } from '@docsearch/react';
import type { SiteConfig } from '../site-config-schema';
import { SEARCH_PATH } from '../routes';

/** Which search answers queries, and the DocSearch props that follow from it. Pure. */

interface ClientSettings {
  appId: string;
  apiKey: string;
  indexName: string;
  /** Set for the local index: replaces the hosted client's `search`. */
  transformSearchClient?: (client: DocSearchTransformClient) => DocSearchTransformClient;
  searchParameters?: Record<string, unknown>;
}

/** The hosted provider is used only when both its application id and search key are set. */
export function usesHostedSearch(search: SiteConfig['search']): boolean {
  return search.appId.trim() !== '' && search.apiKey.trim() !== '';
}

/**
 * DocSearch needs an application id and key even when a transform answers every
 * query, so the local index passes placeholders that are never sent anywhere.
 */
export function clientSettings(
  config: Pick<SiteConfig, 'search' | 'i18n'>,
  localTransform: ClientSettings['transformSearchClient'],
  /** The route prefix of the docs version searched: undefined for the one at /docs/ (`6.x`). */
  prefix?: RoutePrefix,
): ClientSettings {
  const { search } = config;
  if (!usesHostedSearch(search)) {
    return { appId: 'local', apiKey: 'local', indexName: search.indexName, transformSearchClient: localTransform };
  }
  return {
    appId: search.appId,
    apiKey: search.apiKey,
    indexName: search.indexName,
    searchParameters: search.contextualSearch
      ? {
          facetFilters: [
            `language:${config.i18n.defaultLocale}`,
            // DocSearch's crawler tags the docs served at /docs/ as Docusaurus's `current` folder.
            ['docusaurus_tag:default', `docusaurus_tag:docs-default-${prefix ?? 'current'}`],
          ],
        }
      : undefined,
  };
}

/** A new GitHub issue on the project, titled with the query that found nothing. */
export function missingResultsUrl(config: Pick<SiteConfig, 'organizationName' | 'projectName'>, query: string): string {
  const title = `Docs search: no results for "${query}"`;
  return `https://github.com/${config.organizationName}/${config.projectName}/issues/new?title=${encodeURIComponent(title)}`;
}

/** The search page for a query, in the docs version named if given (site path without the base path). */
export function searchPagePath(query: string, version?: VersionName | string): string {
  const params = [query && `q=${encodeURIComponent(query)}`, version && `version=${encodeURIComponent(version)}`];
  const search = params.filter(Boolean).join('&');
  return search ? `${SEARCH_PATH}?${search}` : SEARCH_PATH;
}

/** The search input's length cap: DocSearch's dialog caps its input at 64, so the form, the search page and the dialog take the same queries. */
export const MAX_QUERY_LENGTH = 64;

/** What a missing address most likely asked for: its last part, in words (`/docs/components/Buton/` -> `Buton`). */
export function searchWordsOf(path: string): string {
  const last = path.split('/').filter(Boolean).at(-1) ?? '';
  let decoded = last;
  try {
    decoded = decodeURIComponent(last);
  } catch {
    // A malformed escape (`%E0%A4%A`): the words as written.
  }
  return decoded
    .replace(/\.html?$/, '')
    .replace(/[-_]+/g, ' ')
    .trim()
    .slice(0, MAX_QUERY_LENGTH);
}
