import type { SearchRecord } from '../../src/shared/search/types';

/** Search records as the build writes them, for engine tests over small fixture indexes. */

export const text = (
  url: string,
  lvl1: string,
  content: string,
  lvl0 = 'Guides',
  lvl2: string | null = null,
): SearchRecord => ({
  type: 'content',
  url,
  hierarchy: { lvl0, lvl1, lvl2, lvl3: null },
  content,
});

export const heading = (url: string, lvl1: string, lvl2: string, lvl0 = 'Guides'): SearchRecord => ({
  type: 'lvl2',
  url,
  hierarchy: { lvl0, lvl1, lvl2, lvl3: null },
  content: null,
});

export const title = (url: string, lvl1: string, lvl0 = 'Guides'): SearchRecord => ({
  type: 'lvl1',
  url,
  hierarchy: { lvl0, lvl1, lvl2: null, lvl3: null },
  content: null,
});

export const prop = (page: string, lvl1: string, name: string, content: string): SearchRecord => ({
  type: 'lvl3',
  url: `${page}#prop-${name}`,
  hierarchy: { lvl0: 'Components', lvl1, lvl2: 'Props', lvl3: name },
  content,
});

/** A component page: its title, its description, and a row per prop (name: description). */
export const component = (
  url: string,
  name: string,
  description: string,
  props: Record<string, string>,
): SearchRecord[] => [
  title(url, name, 'Components'),
  text(url, name, description, 'Components'),
  ...Object.entries(props).map(([propName, about]) => prop(url, name, propName, about)),
];
