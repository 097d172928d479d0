import React from 'react';
import { searchSkip } from '../../shared/search-markup';

type Level = 2 | 3 | 4;

/** A content heading with a "#" link to itself; the id comes from the build. */
export function makeHeading(level: Level) {
  const Tag = `h${level}` as const;
  return function Heading({ id, children, ...rest }: React.HTMLAttributes<HTMLHeadingElement>) {
    return (
      <Tag id={id} className="anchor-heading" {...rest}>
        {children}
        {id && (
          <a
            className="anchor-heading__link"
            {...searchSkip}
            href={`#${id}`}
            aria-label={`Link to this section: ${typeof children === 'string' ? children : id}`}
          >
            #
          </a>
        )}
      </Tag>
    );
  };
}
