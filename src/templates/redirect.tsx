import React, { useEffect } from 'react';
import { withPrefix, type HeadProps, type PageProps } from 'gatsby';
import Link, { withoutPrefix } from '../components/Link';
import Seo from '../components/Seo';
import { siteNavigate } from '../navigation/site-navigate';
import { REDIRECT_SCRIPT, redirectTarget } from './redirect-target';

interface Context {
  to: string;
}

/**
 * A route that only leads to another one (`/docs/` -> the first guide), keeping the reader's query
 * and anchor (redirect-target.ts): a client navigation here goes on from the effect.
 */
export default function Redirect({ pageContext }: PageProps<object, Context>) {
  useEffect(() => {
    siteNavigate(redirectTarget(pageContext.to, window.location.search, window.location.hash), { replace: true });
  }, [pageContext.to]);
  return (
    <div className="page-message">
      <p>
        This page moved to <Link to={pageContext.to}>{pageContext.to}</Link>.
      </p>
    </div>
  );
}

/**
 * A reader who opens the page is sent on by the inline script, with the query and anchor; without
 * JavaScript, by the refresh tag, to the target alone. Both are in the built HTML only: after a
 * client navigation here the effect goes on, and a refresh tag added then would race it to the
 * target without the query (and the script would not be in the first page's policy).
 */
export const Head = ({ pageContext, location }: HeadProps<object, Context>) => {
  const target = withPrefix(pageContext.to);
  const built = typeof window === 'undefined';
  return (
    <Seo title="Redirecting" path={withoutPrefix(location.pathname)}>
      {built && <meta httpEquiv="refresh" content={`0; url=${target}`} />}
      {built && <script data-to={target} dangerouslySetInnerHTML={{ __html: REDIRECT_SCRIPT }} />}
      <meta name="robots" content="noindex" />
    </Seo>
  );
};
