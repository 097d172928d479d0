/** The anchor of a common question's heading on its component page: `q-` and its heading's slug. */
export const questionAnchor = (headingSlug: string): string => `q-${headingSlug}`;
