import React, { useEffect } from 'react';
import { withPrefix, type HeadProps, type PageProps } from 'gatsby';
import Link, { withoutPrefix } from '../components/Link';
import Seo from '../components/Seo';
import { siteNavigate } from '../navigation/site-navigate';

interface Context {
  to: string;
}

/** A route that only leads to another one (`/docs/` -> the first guide). */
export default function Redirect({ pageContext }: PageProps<object, Context>) {
  useEffect(() => {
    siteNavigate(pageContext.to, { replace: true });
  }, [pageContext.to]);
  return (
    <div className="page-message">
      <p>
        This page moved to <Link to={pageContext.to}>{pageContext.to}</Link>.
      </p>
    </div>
  );
}

export const Head = ({ pageContext, location }: HeadProps<object, Context>) => (
  <Seo title="Redirecting" path={withoutPrefix(location.pathname)}>
    <meta httpEquiv="refresh" content={`0; url=${withPrefix(pageContext.to)}`} />
    <meta name="robots" content="noindex" />
  </Seo>
);
