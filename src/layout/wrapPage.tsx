import React from 'react';
import type { WrapPageElementBrowserArgs } from 'gatsby';
import { withoutPrefix } from '../components/Link';
import { useSidebar } from '../config/useSidebars';
import { normalizePath } from '../shared/routes';
import Layout from './Layout';

function PageFrame({
  sidebarId,
  currentPath,
  children,
}: {
  sidebarId?: string | null;
  currentPath: string;
  children: React.ReactNode;
}) {
  return (
    <Layout currentPath={currentPath} sidebar={useSidebar(sidebarId)}>
      {children}
    </Layout>
  );
}

/** Shared by gatsby-browser and gatsby-ssr: every page renders inside the Layout. */
export function wrapPage({ element, props }: Pick<WrapPageElementBrowserArgs, 'element' | 'props'>) {
  const { sidebarId } = props.pageContext as { sidebarId?: string | null };
  return (
    <PageFrame sidebarId={sidebarId} currentPath={normalizePath(withoutPrefix(props.location.pathname))}>
      {element}
    </PageFrame>
  );
}
