import React from 'react';
import { graphql } from 'gatsby';
import { makeHeading } from '../mdx/Heading';
import { TypeTokens } from '../TypeExpression/TypeExpression';
import { typeAnchor } from '../../shared/type-link';

export type TypeDefinition = Queries.TypeDefinitionFieldsFragment;

/** The fields a page queries for each library type it shows. */
export const typeDefinitionFields = graphql`
  fragment TypeDefinitionFields on TypeDefinition {
    name
    description
    sourcePath
    definition {
      ...TypeTokenFields
    }
  }
`;

const H3 = makeHeading(3);

/** The library types a component's props name, as written in the library's source. */
export default function TypeDefinitions({ types }: { types: readonly TypeDefinition[] }) {
  return (
    <>
      {types.map((type) => (
        <section key={type.name} className="type-definition">
          <H3 id={typeAnchor(type.name)}>
            <code>{type.name}</code>
          </H3>
          {type.description && <p>{type.description}</p>}
          <pre className="type-definition__code" tabIndex={0}>
            <code>
              <TypeTokens tokens={type.definition} />
            </code>
          </pre>
          <p className="type-definition__source">
            Declared in <code>src/{type.sourcePath}</code>
          </p>
        </section>
      ))}
    </>
  );
}
