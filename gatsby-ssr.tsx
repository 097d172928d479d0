import React from 'react';
import { withPrefix, type GatsbySSR } from 'gatsby';
import siteConfig from './site.config';
import { wrapPage } from './src/layout/wrapPage';
import { baseUrlBannerHtml, baseUrlBannerScript } from './src/theme/base-url-banner';
import { headScript } from './src/theme/head-script';
import { SHOWCASE_PATH } from './src/shared/routes';

export const wrapPageElement: GatsbySSR['wrapPageElement'] = wrapPage;

export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  setHtmlAttributes,
  setHeadComponents,
  setPreBodyComponents,
}) => {
  setHtmlAttributes({ lang: siteConfig.i18n.defaultLocale, dir: 'ltr' });
  setHeadComponents([
    <script
      key="color-mode"
      // Runs before first paint; see src/theme/head-script.ts.
      dangerouslySetInnerHTML={{ __html: headScript(siteConfig.colorMode, siteConfig.announcementBar) }}
    />,
  ]);
  // Outside React's root and fully inline: it must work when no bundle loads. The base path in
  // force, so `gatsby develop` (no prefix) shows no banner.
  const baseUrl = withPrefix('/');
  setPreBodyComponents([
    <div key="base-url-banner" dangerouslySetInnerHTML={{ __html: baseUrlBannerHtml(baseUrl) }} />,
    <script key="base-url-check" dangerouslySetInnerHTML={{ __html: baseUrlBannerScript(baseUrl) }} />,
  ]);
};

/** The pages that show pictures through gatsby-plugin-image. */
const PAGES_WITH_GATSBY_IMAGES = new Set([SHOWCASE_PATH]);

/**
 * gatsby-plugin-image puts a stylesheet and a module script in every page's head; only the
 * showcase has images of its own, so the other pages go without them.
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  pathname,
  getHeadComponents,
  replaceHeadComponents,
}) => {
  if (PAGES_WITH_GATSBY_IMAGES.has(pathname)) return;
  const isImageHead = (component: React.ReactNode) =>
    React.isValidElement(component) && String(component.key).startsWith('gatsby-image-');
  replaceHeadComponents(getHeadComponents().filter((component) => !isImageHead(component)));
};
