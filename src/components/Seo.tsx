import React from 'react';
import { withPrefix } from 'gatsby';
import { useSiteConfig } from '../config/useSiteConfig';
import { markdownPath } from '../shared/routes';
import { versionOfPage } from '../shared/version-switch';
import { pageTitle } from '../lib/titles';

interface Props {
  /** The page's own title; the site title is appended after a vertical bar. */
  title?: string;
  description?: string;
  /** Site path of the page without the base path: `/docs/guides/theming/`. */
  path: string;
  /** The page has a markdown version: name it in a `rel="alternate"` link. */
  markdown?: boolean;
  children?: React.ReactNode;
}

/** Title, description, canonical URL, markdown version and OpenGraph tags, for the Gatsby Head API. */
export default function Seo({ title, description, path, markdown = false, children }: Props) {
  const { config, versions } = useSiteConfig();
  const fullTitle = pageTitle(title, config.title);
  const text = description ?? config.tagline;
  const url = `${config.url}${withPrefix(path)}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={url} />
      {markdown && (
        <link rel="alternate" type="text/markdown" href={`${config.url}${withPrefix(markdownPath(path))}`} />
      )}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={config.title} />
      <meta name="twitter:card" content="summary" />
      <meta name="docsearch:version" content={versionOfPage(versions, path).label} />
      <meta name="docsearch:language" content={config.i18n.defaultLocale} />
      <meta name="generator" content={`react-native-paper docs ${config.docsSiteVersion}`} />
      {children}
    </>
  );
}
