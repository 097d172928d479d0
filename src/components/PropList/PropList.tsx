import React from 'react';
import { graphql } from 'gatsby';
import { makeHeading } from '../mdx/Heading';
import TypeExpression from '../TypeExpression/TypeExpression';
import PropBadge from './PropBadge';
import { propAnchor } from '../../shared/prop-anchor';
import { searchSkip } from '../../shared/search-markup';
import './prop-list.css';

export { propAnchor };

export type PropDoc = Queries.PropFieldsFragment;

/** The fields a page queries for each prop it lists. */
export const propFields = graphql`
  fragment PropFields on ComponentProp {
    name
    required
    typeTokens {
      ...TypeTokenFields
    }
    defaultValue
    descriptionHtml
    badges {
      kind
      text
    }
  }
`;

const H3 = makeHeading(3);

function PropEntry({ prop, hidden }: { prop: PropDoc; hidden: boolean }) {
  return (
    <section className="prop" hidden={hidden}>
      <H3 id={propAnchor(prop.name)}>
        <code>{prop.name}</code>
        {prop.required && (
          <span className="badge badge--required" {...searchSkip}>
            Required
          </span>
        )}
        {prop.badges.map((badge) => (
          <PropBadge key={badge.kind + badge.text} kind={badge.kind} text={badge.text} />
        ))}
      </H3>
      <dl className="prop__facts" {...searchSkip}>
        <dt>Type</dt>
        <dd>
          <TypeExpression tokens={prop.typeTokens} name={prop.name} />
        </dd>
        {prop.defaultValue !== null && (
          <>
            <dt>Default</dt>
            <dd>
              <code>{prop.defaultValue}</code>
            </dd>
          </>
        )}
      </dl>
      {prop.descriptionHtml && (
        <div className="prop__description" dangerouslySetInnerHTML={{ __html: prop.descriptionHtml }} />
      )}
    </section>
  );
}

/** A component's props, each under its own linkable heading; `visible` hides those the filter leaves out. */
export default function PropList({
  props,
  visible,
}: {
  props: readonly PropDoc[];
  visible?: (name: string) => boolean;
}) {
  if (props.length === 0) return <p>This component takes no props of its own.</p>;
  return (
    <>
      {props.map((prop) => (
        <PropEntry key={prop.name} prop={prop} hidden={visible ? !visible(prop.name) : false} />
      ))}
    </>
  );
}
