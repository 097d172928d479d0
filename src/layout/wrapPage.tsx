import React from 'react';
import type { WrapPageElementBrowserArgs } from 'gatsby';
import { withoutPrefix } from '../components/Link';
import { useSidebar } from '../config/useSidebars';
import { isNotFoundPage, normalizePath } from '../shared/routes';
import Layout from './Layout';

function PageFrame({
  sidebarId,
  currentPath,
  notFound,
  children,
}: {
  sidebarId?: string | null;
  currentPath: string;
  notFound: boolean;
  children: React.ReactNode;
}) {
  return (
    <Layout currentPath={currentPath} notFound={notFound} sidebar={useSidebar(sidebarId)}>
      {children}
    </Layout>
  );
}

/** Shared by gatsby-browser and gatsby-ssr: every page renders inside the Layout. */
export function wrapPage({ element, props }: Pick<WrapPageElementBrowserArgs, 'element' | 'props'>) {
  const { sidebarId } = props.pageContext as { sidebarId?: string | null };
  const currentPath = normalizePath(withoutPrefix(props.location.pathname));
  // In the browser the not-found page shows at the missing address: the page it renders says which it is.
  // Server rendering has no pageResources, and renders it at its own path.
  const pagePath = (props.pageResources as { page?: { path: string } } | undefined)?.page?.path ?? currentPath;
  return (
    <PageFrame sidebarId={sidebarId} currentPath={currentPath} notFound={isNotFoundPage(pagePath)}>
      {element}
    </PageFrame>
  );
}
