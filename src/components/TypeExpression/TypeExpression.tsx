import React from 'react';
import { graphql } from 'gatsby';
import Link from '../Link';
import {
  SHORT_TYPE_LENGTH,
  shortenedType,
  stringLiteralMembers,
  typeLinkHref,
  type TypeToken,
} from '../../shared/type-link';
import './type-expression.css';

/** A type's pieces, its names as links to where they are explained. */
export function TypeTokens({ tokens }: { tokens: readonly TypeToken[] }) {
  return (
    <>
      {tokens.map((token, index) =>
        token.link ? (
          <Link key={index} to={typeLinkHref(token.link)} className="type-link">
            {token.text}
          </Link>
        ) : (
          <React.Fragment key={index}>{token.text}</React.Fragment>
        ),
      )}
    </>
  );
}

/**
 * A prop's type: string-literal unions as a list of their members, long types
 * shortened with a disclosure that shows them whole (a `<details>`, so it works
 * with the keyboard and without JavaScript), anything else as written.
 */
export default function TypeExpression({ tokens, name }: { tokens: readonly TypeToken[]; name: string }) {
  const members = stringLiteralMembers(tokens);
  if (members) {
    return (
      <ul className="type-union" aria-label={`${name}: one of ${members.length} values`}>
        {members.map((member) => (
          <li key={member}>
            <code>{member}</code>
          </li>
        ))}
      </ul>
    );
  }
  const length = tokens.reduce((sum, token) => sum + token.text.length, 0);
  if (length <= SHORT_TYPE_LENGTH) {
    return (
      <code>
        <TypeTokens tokens={tokens} />
      </code>
    );
  }
  return (
    <details className="type-long">
      <summary>
        <code className="type-long__short">{shortenedType(tokens)}</code>
        <span className="type-long__toggle">
          <span className="type-long__more">Show full type</span>
          <span className="type-long__less">Show less</span>
          <span className="visually-hidden"> of {name}</span>
        </span>
      </summary>
      <code className="type-long__full">
        <TypeTokens tokens={tokens} />
      </code>
    </details>
  );
}

export const typeTokenFields = graphql`
  fragment TypeTokenFields on TypeToken {
    text
    link {
      kind
      target
    }
  }
`;
