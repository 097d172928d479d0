import React, { useCallback, useState } from 'react';
import { cleanStoredSearches } from './stored-searches';
import { createPortal } from 'react-dom';
import {
  DocSearchModal,
  type DocSearchHit,
  type InternalDocSearchHit,
  type StoredDocSearchHit,
} from '@docsearch/react';
import Link, { withoutPrefix } from '../components/Link';
import { siteNavigate } from '../navigation/site-navigate';
import type { SiteConfig } from '../shared/site-config-schema';
import { withLocalIndex } from './local-client';
import SearchErrorScreen from './SearchErrorScreen';
import type { DocVersion } from '../shared/doc-versions';
import { clientSettings, missingResultsUrl, searchPagePath, usesHostedSearch } from '../shared/search/settings';
import '@docsearch/css/dist/modal.css';
import './search-modal.css';

export interface SearchModalProps {
  config: Pick<SiteConfig, 'search' | 'i18n' | 'organizationName' | 'projectName'>;
  initialQuery?: string;
  onClose: () => void;
  /** The docs version being read, whose index is searched (undefined: the one at /docs/). */
  version?: Pick<DocVersion, 'name' | 'prefix'>;
  /** Another version to offer searching instead, on the search page. */
  otherVersion?: { name: string; label: string };
}

/** Hits link with the site's Link, so a click navigates on the client. */
function Hit({ hit, children }: { hit: InternalDocSearchHit | StoredDocSearchHit; children: React.ReactNode }) {
  return <Link to={withoutPrefix(hit.url)}>{children}</Link>;
}

const navigator = {
  navigate({ itemUrl }: { itemUrl: string }) {
    siteNavigate(withoutPrefix(itemUrl));
  },
  navigateNewTab({ itemUrl }: { itemUrl: string }) {
    window.open(itemUrl, '_blank', 'noopener');
  },
  navigateNewWindow({ itemUrl }: { itemUrl: string }) {
    window.open(itemUrl, '_blank', 'noopener');
  },
};

/** Hosted hits carry absolute URLs; the site navigates by path. */
const toSitePaths = (items: DocSearchHit[]) =>
  items.map((item) => {
    const url = new URL(item.url, window.location.href);
    return url.origin === window.location.origin ? { ...item, url: `${url.pathname}${url.hash}` } : item;
  });

/** DocSearch's dialog over our search client; its own chunk, loaded on the first open. */
export default function SearchModal({ config, initialQuery, onClose, version, otherVersion }: SearchModalProps) {
  const [indexFailed, setIndexFailed] = useState(false);
  const localClient = useCallback(
    (client: Parameters<typeof withLocalIndex>[0]) =>
      withLocalIndex(client, (loaded) => setIndexFailed(!loaded), version?.prefix),
    [version?.prefix],
  );
  const settings = clientSettings(config, localClient, version?.prefix);
  useState(() => cleanStoredSearches(settings.indexName, window.localStorage));
  // The local index is ours: the dialog's "Search by Algolia" credit would mislead. The classes go
  // on a wrapper: DocSearch rewrites its own container's classes whenever its state changes.
  const local = !usesHostedSearch(config.search);
  const states = [local && 'search-local', indexFailed && 'search-failed'].filter(Boolean).join(' ');
  return createPortal(
    <div className={states || undefined}>
      <DocSearchModal
        {...settings}
        initialScrollY={window.scrollY}
        initialQuery={initialQuery}
        onClose={onClose}
        maxResultsPerGroup={5}
        navigator={navigator}
        hitComponent={Hit}
        transformItems={toSitePaths}
        getMissingResultsUrl={({ query }) => missingResultsUrl(config, query)}
        resultsFooterComponent={({ state }) => (
          <>
            <Link to={searchPagePath(state.query, version?.prefix && version.name)} onClick={onClose}>
              See all {state.context.nbHits as number} results
            </Link>
            {otherVersion && (
              <Link
                to={searchPagePath(state.query, otherVersion.name)}
                onClick={onClose}
                className="search-other-version"
              >
                Search {otherVersion.label} instead
              </Link>
            )}
          </>
        )}
      />
      <SearchErrorScreen failed={indexFailed} />
    </div>,
    document.body,
  );
}
