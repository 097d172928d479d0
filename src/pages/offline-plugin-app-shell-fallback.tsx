import React from 'react';
import type { HeadProps } from 'gatsby';
import Link from '../components/Link';
import Seo from '../components/Seo';
import { OFFLINE_PATH } from '../shared/routes';

/**
 * What the service worker answers, offline, for a page it has not saved. It is shown at the
 * address the reader asked for, so Retry is a plain link to that same address: it works whether
 * or not the page's scripts can start.
 */
export default function Offline() {
  return (
    <div className="page-message" role="alert">
      <h1>You are offline</h1>
      <p>This page has not been saved for reading offline. Pages you have opened before, and the search, still work.</p>
      <p>
        <a className="button button--filled" href="">
          Retry
        </a>
      </p>
      <p>
        <Link to="/">Home</Link>
      </p>
    </div>
  );
}

export const Head = (_: HeadProps) => (
  <Seo title="Offline" path={OFFLINE_PATH}>
    <meta name="robots" content="noindex" />
  </Seo>
);
