import crypto from 'crypto';

interface InheritedGroupLike {
  source: string;
  link: unknown;
  props: unknown[];
}

/**
 * A group of inherited props by its content: the same group (View's 40-odd props, say) appears on
 * many component pages, so pages name it by this key and share one copy of it.
 */
export const inheritedGroupKey = (group: InheritedGroupLike): string =>
  crypto
    .createHash('sha1')
    .update(JSON.stringify([group.source, group.link, group.props]))
    .digest('base64url')
    .slice(0, 10);

/** Every distinct group of inherited props of the given components, with its key. */
export function distinctInheritedGroups<G extends InheritedGroupLike>(
  docs: Iterable<{ inheritedProps: G[] }>,
): { key: string; group: G }[] {
  const groups = new Map<string, G>();
  for (const doc of docs) for (const group of doc.inheritedProps) groups.set(inheritedGroupKey(group), group);
  return [...groups].map(([key, group]) => ({ key, group }));
}
