import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import Seo from '../components/Seo';
import type { SidebarItem } from '../config/docs';
import SearchPage from '../search/SearchPage';

type Data = { siteConfig: { sidebars: Record<string, SidebarItem[]> } };

export default function Search({ data }: PageProps<Data>) {
  return <SearchPage sidebars={data.siteConfig.sidebars} />;
}

export const query = graphql`
  query SearchPage {
    siteConfig {
      sidebars
    }
  }
`;

export const Head = (_: HeadProps) => (
  <Seo title="Search" description="Search the React Native Paper documentation." path="/search/" />
);
