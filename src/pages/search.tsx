import React from 'react';
import type { HeadProps } from 'gatsby';
import Seo from '../components/Seo';
import { useSidebars } from '../config/useSidebars';
import SearchPage from '../search/SearchPage';

export default function Search() {
  return <SearchPage sidebars={useSidebars()} />;
}

export const Head = (_: HeadProps) => (
  <Seo title="Search" description="Search the React Native Paper documentation." path="/search/" />
);
