import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import Seo from '../components/Seo';
import type { Sidebar, StandaloneDoc } from '../shared/navigation';
import SearchPage from '../search/SearchPage';

// A page query rather than useSidebars(): Gatsby's runtime cannot give a static query's result to
// this page component ("The result of this StaticQuery could not be fetched"), though the doc
// templates and the layout get the same query's result.
export default function Search({ data }: PageProps<Queries.SearchPageQuery>) {
  const { sidebars, standaloneDocs } = data.siteConfig!;
  return (
    <SearchPage
      sidebars={sidebars as Record<string, Sidebar>}
      standalone={standaloneDocs as unknown as readonly StandaloneDoc[]}
    />
  );
}

export const query = graphql`
  query SearchPage {
    siteConfig {
      sidebars
      standaloneDocs
    }
  }
`;

export const Head = (_: HeadProps) => (
  <Seo title="Search" description="Search the React Native Paper documentation." path="/search/" />
);
