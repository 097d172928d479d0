import ts from 'typescript';

export interface PropBadge {
  /** `supported`, `renamed`, `deprecated` as written after the @. */
  kind: string;
  text: string;
}

interface PropTags {
  /** `@internal`: the prop is not part of the public API and is not shown. */
  internal: boolean;
  badges: PropBadge[];
  /** Text that followed a tag on later lines: it belongs to the description. */
  trailingText: string;
}

const BADGE_TAGS: Record<string, string> = {
  supported: 'supported',
  renamed: 'renamed',
  deprecated: 'deprecated',
  deprecatedProperty: 'deprecated',
};

/**
 * Reads a prop's JSDoc tags. The library writes tags such as `@supported` on
 * the first line and the description under them, so TypeScript files the whole
 * description under the tag: the first line is the badge, the rest is text.
 * `@optional` markers are dropped.
 */
export function readPropTags(tags: ts.JSDocTagInfo[]): PropTags {
  let internal = false;
  const badges: PropBadge[] = [];
  const trailing: string[] = [];
  for (const tag of tags) {
    const [head, ...rest] = ts.displayPartsToString(tag.text).split('\n');
    if (tag.name === 'internal') internal = true;
    else if (BADGE_TAGS[tag.name]) {
      const badge = { kind: BADGE_TAGS[tag.name], text: head.trim() };
      if (!badges.some((b) => b.kind === badge.kind && b.text === badge.text)) badges.push(badge);
      trailing.push(...rest);
    } else if (tag.name === 'optional') trailing.push(head, ...rest);
  }
  return { internal, badges, trailingText: trailing.join('\n').trim() };
}
