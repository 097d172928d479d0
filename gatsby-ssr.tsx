import React from 'react';
import { withPrefix, type GatsbySSR } from 'gatsby';
import siteConfig from './site.config';
import { wrapPage } from './src/layout/wrapPage';
import { baseUrlBannerHtml, baseUrlBannerScript } from './src/theme/base-url-banner';
import { headScript } from './src/theme/head-script';
import { announcementBarOf } from './src/shared/announcement-bar';
import { resolveDocVersions } from './src/shared/doc-versions';
import { HASH_GUARD_SCRIPT } from './src/navigation/hash-guard';

export const wrapPageElement: GatsbySSR['wrapPageElement'] = wrapPage;

const docsVersions = resolveDocVersions(siteConfig.docs);

export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  pathname,
  setHtmlAttributes,
  setHeadComponents,
  setPreBodyComponents,
}) => {
  setHtmlAttributes({ lang: siteConfig.i18n.defaultLocale, dir: 'ltr' });
  setHeadComponents([
    <script
      key="color-mode"
      // Runs before first paint; see src/theme/head-script.ts.
      dangerouslySetInnerHTML={{
        __html: headScript(siteConfig.colorMode, announcementBarOf(siteConfig.announcementBar, docsVersions, pathname)),
      }}
    />,
    // Before Gatsby's router reads the address; see src/navigation/hash-guard.ts.
    <script key="hash-guard" dangerouslySetInnerHTML={{ __html: HASH_GUARD_SCRIPT }} />,
    // Here rather than in each page's Head: `gatsby develop` adds those only after the first paint,
    // by which time the browser has asked for /favicon.ico.
    <link key="icon" rel="icon" href={withPrefix(`/${siteConfig.favicon}`)} />,
  ]);
  // Outside React's root and fully inline: it must work when no bundle loads. The base path in
  // force, so `gatsby develop` (no prefix) shows no banner.
  const baseUrl = withPrefix('/');
  setPreBodyComponents([
    <div key="base-url-banner" dangerouslySetInnerHTML={{ __html: baseUrlBannerHtml(baseUrl) }} />,
    <script key="base-url-check" dangerouslySetInnerHTML={{ __html: baseUrlBannerScript(baseUrl) }} />,
  ]);
};
