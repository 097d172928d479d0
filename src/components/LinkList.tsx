import React from 'react';
import Link from './Link';

/** A list of titled links (more examples, known issues). */
export default function LinkList({
  links,
  className,
}: {
  links: readonly { readonly title: string; readonly url: string }[];
  className?: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.url}>
          <Link to={link.url}>{link.title}</Link>
        </li>
      ))}
    </ul>
  );
}
