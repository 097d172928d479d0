import React from 'react';
import Link from '../../components/Link';
import Admonition from '../../components/mdx/Admonition';
import { useSiteConfig } from '../../config/useSiteConfig';
import { searchSkip } from '../../shared/search-markup';
import { switchVersionLink } from '../../shared/version-switch';
import { lastVersionOf, STATUS_WORDS } from '../../shared/doc-versions';

/**
 * On the pages of a version other than the one served at /docs/: a newer one is a pre-release, an
 * older one is no longer the latest. Either way the banner links to the same page in the latest version.
 */
export default function VersionBanner({ version, path }: { version?: string; path: string }) {
  const { versions } = useSiteConfig();
  const shown = versions.find((candidate) => candidate.name === version);
  if (!shown || shown.isLast) return null;
  const title = `${STATUS_WORDS[shown.status].title}: ${shown.bareLabel}`;
  const last = lastVersionOf(versions);
  const to = switchVersionLink(versions, last, path).to!;
  const latest = <Link to={to}>this page in {last.label}</Link>;
  return (
    <div className="version-banner" {...searchSkip}>
      {shown.status === 'next' ? (
        <Admonition type="caution" title={title}>
          <p>
            {shown.banner ??
              'These pages document a version of React Native Paper that is still a pre-release, so its API may change before it is final.'}{' '}
            For the released version, read {latest}.
          </p>
        </Admonition>
      ) : (
        <Admonition type="note" title={title}>
          <p>
            {shown.banner ?? 'These pages document an older version of React Native Paper.'} For the latest version,
            read {latest}.
          </p>
        </Admonition>
      )}
    </div>
  );
}
