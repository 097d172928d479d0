import React from 'react';
import type { GatsbySSR } from 'gatsby';
import siteConfig from './site.config';
import { wrapPage } from './src/layout/wrapPage';
import { headScript } from './src/theme/head-script';

export const wrapPageElement: GatsbySSR['wrapPageElement'] = wrapPage;

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: siteConfig.i18n.defaultLocale, dir: 'ltr' });
  setHeadComponents([
    <script
      key="color-mode"
      // Runs before first paint; see src/theme/head-script.ts.
      dangerouslySetInnerHTML={{ __html: headScript(siteConfig.colorMode, siteConfig.announcementBar) }}
    />,
  ]);
};
