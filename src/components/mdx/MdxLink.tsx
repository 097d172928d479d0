import React from 'react';
import Link, { withoutPrefix } from '../Link';

/** Links written in guides: site paths navigate in the app, others open a new tab. */
export default function MdxLink({ href = '', children, ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <Link to={withoutPrefix(href)} {...rest}>
      {children}
    </Link>
  );
}
