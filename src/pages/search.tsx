import React from 'react';
import type { HeadProps } from 'gatsby';
import Seo from '../components/Seo';
import SearchPage from '../search/SearchPage';

export default function Search() {
  return <SearchPage />;
}

export const Head = (_: HeadProps) => (
  <Seo title="Search" description="Search the React Native Paper documentation." path="/search/" />
);
