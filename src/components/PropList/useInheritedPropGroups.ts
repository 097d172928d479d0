import { graphql, useStaticQuery } from 'gatsby';
import type { InheritedGroup } from './InheritedProps';

/**
 * The inherited-prop groups a page names by key. The groups themselves (React Native's View and
 * accessibility props, …) repeat on most component pages, so they come once, from a static query
 * shared by every component page, instead of in each page's data.
 */
export function useInheritedPropGroups(keys: readonly string[]): InheritedGroup[] {
  const { sharedInheritedPropGroups } = useStaticQuery<Queries.SharedInheritedPropGroupsQuery>(graphql`
    query SharedInheritedPropGroups {
      sharedInheritedPropGroups {
        key
        group {
          ...InheritedPropGroupFields
        }
      }
    }
  `);
  const byKey = new Map(sharedInheritedPropGroups.map(({ key, group }) => [key, group]));
  return keys.map((key) => {
    const group = byKey.get(key);
    if (!group) throw new Error(`No inherited-prop group "${key}" in the shared groups.`);
    return group;
  });
}
