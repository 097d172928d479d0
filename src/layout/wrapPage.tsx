import React from 'react';
import type { WrapPageElementBrowserArgs } from 'gatsby';
import { withoutPrefix } from '../components/Link';
import type { SidebarItem } from '../config/docs';
import { normalizePath } from '../lib/routes';
import Layout from './Layout';

/** Shared by gatsby-browser and gatsby-ssr: every page renders inside the Layout. */
export function wrapPage({ element, props }: Pick<WrapPageElementBrowserArgs, 'element' | 'props'>) {
  const context = props.pageContext as { sidebar?: SidebarItem[] | null };
  const currentPath = normalizePath(withoutPrefix(props.location.pathname));
  return (
    <Layout currentPath={currentPath} sidebar={context.sidebar ?? null}>
      {element}
    </Layout>
  );
}
