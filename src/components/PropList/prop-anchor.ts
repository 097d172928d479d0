/** The anchor of a prop's heading on its component page: `prop-mode`. */
export const propAnchor = (name: string): string => `prop-${name}`;
