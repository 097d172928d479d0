const PREFIX = 'prop-';

/** The anchor of a prop's heading on its component page: `prop-mode`. */
export const propAnchor = (name: string): string => `${PREFIX}${name}`;

/** The prop an anchor belongs to (`prop-mode` -> mode), or null for any other anchor. */
export const propOfAnchor = (anchor: string): string | null =>
  anchor.startsWith(PREFIX) && anchor.length > PREFIX.length ? anchor.slice(PREFIX.length) : null;
