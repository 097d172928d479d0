import React from 'react';
import { makeHeading } from '../mdx/Heading';
import './prop-list.css';

export interface PropDoc {
  name: string;
  required: boolean;
  type: string;
  defaultValue: string | null;
  descriptionHtml: string;
  badges: { kind: string; text: string }[];
}

const H3 = makeHeading(3);

export const propAnchor = (name: string): string => `prop-${name}`;

function PropEntry({ prop }: { prop: PropDoc }) {
  return (
    <section className="prop">
      <H3 id={propAnchor(prop.name)}>
        <code>{prop.name}</code>
        {prop.required && <span className="badge badge--required">Required</span>}
        {prop.badges.map((badge) => (
          <span key={badge.kind + badge.text} className={`badge badge--${badge.kind}`} title={badge.text}>
            {badge.text || badge.kind}
          </span>
        ))}
      </H3>
      <dl className="prop__facts">
        <dt>Type</dt>
        <dd>
          <code>{prop.type}</code>
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
      {prop.descriptionHtml && <div className="prop__description" dangerouslySetInnerHTML={{ __html: prop.descriptionHtml }} />}
    </section>
  );
}

/** A component's props, each under its own linkable heading. */
export default function PropList({ props }: { props: PropDoc[] }) {
  if (props.length === 0) return <p>This component takes no props of its own.</p>;
  return (
    <>
      {props.map((prop) => (
        <PropEntry key={prop.name} prop={prop} />
      ))}
    </>
  );
}
