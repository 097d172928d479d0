import React from 'react';
import type { HeadProps } from 'gatsby';
import Link from '../components/Link';
import Seo from '../components/Seo';
import { componentPath, guidePath } from '../shared/routes';

export default function NotFound() {
  return (
    <div className="page-message">
      <h1>Page not found</h1>
      <p>There is no page at this address. It may have moved, or the link may have a typo.</p>
      <ul>
        <li>
          <Link to="/">Home</Link>
        </li>
        <li>
          <Link to={guidePath('getting-started')}>Getting started</Link>
        </li>
        <li>
          <Link to={componentPath('ActivityIndicator')}>Components</Link>
        </li>
      </ul>
    </div>
  );
}

export const Head = (_: HeadProps) => (
  <Seo title="Page not found" path="/404/">
    <meta name="robots" content="noindex" />
  </Seo>
);
