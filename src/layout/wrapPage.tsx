import React, { useSyncExternalStore } from 'react';
import type { WrapPageElementBrowserArgs } from 'gatsby';
import { withoutPrefix } from '../components/Link';
import { useSidebar } from '../config/useSidebars';
import { isNotFoundPage, normalizePath } from '../shared/routes';
import Layout from './Layout';

const neverChanges = () => () => {};

function PageFrame({
  sidebarId,
  currentPath,
  pagePath,
  notFound,
  children,
}: {
  sidebarId?: string | null;
  currentPath: string;
  pagePath: string;
  notFound: boolean;
  children: React.ReactNode;
}) {
  // The server renders the not-found page once, at its own path; it shows at the missing address
  // (`/6.x/docs/nope/`), whose version its navbar, bar and footer follow. Hydration renders what the
  // server did (the server snapshot), so React keeps its HTML; the address takes over right after.
  // Every other page renders the same on both sides and is not rendered again: a second render while
  // hydrating would reach the theme builder's Suspense boundary before it hydrates (React error 421).
  const showAddress = useSyncExternalStore(
    neverChanges,
    () => true,
    () => !notFound,
  );
  const shownPath = showAddress ? currentPath : pagePath;
  return (
    <Layout currentPath={shownPath} notFound={notFound} sidebar={useSidebar(sidebarId)?.items ?? null}>
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
    <PageFrame sidebarId={sidebarId} currentPath={currentPath} pagePath={pagePath} notFound={isNotFoundPage(pagePath)}>
      {element}
    </PageFrame>
  );
}
