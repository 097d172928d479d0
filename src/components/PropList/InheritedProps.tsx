import React from 'react';
import { graphql } from 'gatsby';
import Link from '../Link';
import { typeLinkHref } from '../../shared/type-link';
import { useInheritedPropGroups } from './useInheritedPropGroups';

export type InheritedGroup = Queries.InheritedPropGroupFieldsFragment;

/** The fields a page queries for each group of inherited props. */
export const inheritedPropGroupFields = graphql`
  fragment InheritedPropGroupFields on InheritedPropGroup {
    source
    link {
      kind
      target
    }
    props {
      name
      target
    }
  }
`;

/** Where one inherited prop is documented: its anchor on the group's page, its own URL, or the group's page. */
function propHref(group: InheritedGroup, target: string | null): string | null {
  const page = group.link && typeLinkHref(group.link);
  if (target?.startsWith('#')) return page && page.split('#')[0] + target;
  return target ?? page;
}

const countOf = (n: number) => `${n} prop${n === 1 ? '' : 's'}`;

/** Where a group's props are documented: a Paper page, React Native's or React's documentation. */
function sourceLabel(group: InheritedGroup): string {
  if (group.link?.kind !== 'external') return group.source;
  return group.source === 'React' ? 'the React documentation' : `${group.source} in the React Native documentation`;
}

/**
 * The props a component accepts from what it extends, one collapsed group per
 * source ("32 props from View"); `visible` narrows them while the prop filter is in use.
 */
export default function InheritedProps({
  groupKeys,
  visible,
}: {
  groupKeys: readonly string[];
  visible?: (name: string) => boolean;
}) {
  const shown = useInheritedPropGroups(groupKeys)
    .map((group) => ({ ...group, props: visible ? group.props.filter((prop) => visible(prop.name)) : group.props }))
    .filter((group) => group.props.length > 0);
  if (shown.length === 0) return <p className="inherited-props__empty">No inherited props match the filter.</p>;
  return (
    <div>
      {shown.map((group) => (
        <details key={group.source} className="inherited-props__group" open={visible ? true : undefined}>
          <summary>
            {countOf(group.props.length)} from {group.source}
          </summary>
          {group.link && (
            <p className="inherited-props__source">
              See <Link to={typeLinkHref(group.link)}>{sourceLabel(group)}</Link>.
            </p>
          )}
          <ul className="inherited-props__list">
            {group.props.map((prop) => {
              const href = propHref(group, prop.target);
              return (
                <li key={prop.name}>
                  {href ? (
                    <Link to={href}>
                      <code>{prop.name}</code>
                    </Link>
                  ) : (
                    <code>{prop.name}</code>
                  )}
                </li>
              );
            })}
          </ul>
        </details>
      ))}
    </div>
  );
}
