import type { SearchRecord } from './types';

/**
 * A section is what one URL (a page or one of its headings) shows: its heading record and the text
 * under it. What the engine indexes, and what names are defined by. Pure.
 */
export interface Section {
  url: string;
  /** The section's records in page order: its heading record (if any), then its texts. */
  records: SearchRecord[];
}

/** Records grouped by URL, in the order the URLs first appear. */
export function sectionsOf(records: readonly SearchRecord[]): Section[] {
  const byUrl = new Map<string, Section>();
  for (const record of records) {
    let section = byUrl.get(record.url);
    if (!section) {
      section = { url: record.url, records: [] };
      byUrl.set(record.url, section);
    }
    section.records.push(record);
  }
  return [...byUrl.values()];
}

/** A URL without its `#anchor`: the page's. */
export const pageUrlOf = (url: string): string => url.split('#')[0];

export const isPage = (section: Section): boolean => section.records[0].type === 'lvl1';

/** A heading's section's own heading (`The useTheme hook`); '' for a page or a text without a heading. */
export function headingOf(section: Section): string {
  const { hierarchy, type } = section.records[0];
  return (type === 'lvl3' ? hierarchy.lvl3 : type === 'lvl2' ? hierarchy.lvl2 : '') ?? '';
}
