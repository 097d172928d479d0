import React from 'react';
import Link from '../../components/Link';
import Admonition from '../../components/mdx/Admonition';
import { useSiteConfig } from '../../config/useSiteConfig';
import { searchSkip } from '../../shared/search-markup';
import { switchVersionLink, versionsOfNavbar } from '../../shared/version-switch';
import { DOCS_ROOT } from '../../shared/routes';

/**
 * On the pages of a version configured with `banner: 'unreleased'`: the docs are for a pre-release,
 * with a link to the same page in the current version.
 */
export default function VersionBanner({ version, path }: { version?: string; path: string }) {
  const { config, navbar } = useSiteConfig();
  const configured = config.docs.versions.find((candidate) => candidate.name === version);
  if (configured?.banner !== 'unreleased') return null;
  const versions = versionsOfNavbar(navbar);
  const current = config.docs.versions[0];
  const entry = versions.find((candidate) => candidate.name === current.name);
  const to = entry ? switchVersionLink(versions, entry, path).to! : `${DOCS_ROOT}/`;
  return (
    <div className="version-banner" {...searchSkip}>
      <Admonition type="caution" title={`Unreleased: ${configured.label}`}>
        <p>
          These pages document a version of React Native Paper that is still a pre-release, so its API may change before
          it is final. For the released version, read <Link to={to}>this page in {current.label}</Link>.
        </p>
      </Admonition>
    </div>
  );
}
