import { propOfAnchor } from '../prop-anchor';
import { camelParts } from './terms';
import { headingOf, pageUrlOf, type Section } from './sections';

/**
 * Where the library's names are defined, and which names a query spells: what lets a search for
 * `sceneAnimationEnabled` open its prop row before the pages that only mention it. Pure.
 */

/** A name as code writes it: `onPress`, `FAB.Group`, `theme.colors`. */
const NAME = /[\p{L}\p{N}_$]+(?:\.[\p{L}\p{N}_$]+)*/gu;

/**
 * A name made of several words the way code joins them (`onPress`, `FAB.Group`, `MD3LightTheme`), unlike
 * `mode`; a word with a one-letter part is a platform's or a product's (`iOS`, `iPhone`), not the library's.
 */
const isCompound = (name: string): boolean => {
  const parts = camelParts(name);
  return name.includes('.') || (parts.length > 1 && parts.every((part) => part.length > 1));
};

/** The names a text writes as code does, in order (`Appbar.Content`, `subtitle` …). */
export const namesIn = (text: string): string[] => text.match(NAME) ?? [];

/** How names are compared: case and dots aside, so `FAB.Group`, `fab group` and `FABGroup` meet. */
export const nameKey = (text: string): string => text.replace(/[^\p{L}\p{N}_$]/gu, '').toLowerCase();

/** Compound names a text opens with, as in "`LightTheme` and `DarkTheme` implement …". */
const OPENING_NAMES =
  /^[\p{L}\p{N}_$]+(?:\.[\p{L}\p{N}_$]+)*(?:(?:, | and | or )[\p{L}\p{N}_$]+(?:\.[\p{L}\p{N}_$]+)*)*/u;
const openingNames = (text: string) => (OPENING_NAMES.exec(text)?.[0].split(/, | and | or /) ?? []).filter(isCompound);

/** The names a page or prop row has: a page whose title is one name (`FAB.Group`), a prop's row (`#prop-onPress`). */
export function ownNamesOf(section: Section): string[] {
  const { type, hierarchy } = section.records[0];
  if (type === 'lvl1') {
    const title = hierarchy.lvl1.trim();
    return title.match(NAME)?.[0] === title ? [title] : [];
  }
  const prop = propOfAnchor(section.url.split('#')[1] ?? '');
  return prop ? [prop] : [];
}

/**
 * The names a section defines: its own name (`ownNamesOf`), a heading that names one (`The useTheme
 * hook`), or a text that opens with a name no page or prop has (`LightTheme and DarkTheme implement
 * …`; `hasOwnPage` tells). The migration guide names what changed, not where it is defined, so it
 * defines nothing.
 */
function namesDefinedBy(
  section: Section,
  migrationGuide: string | undefined,
  hasOwnPage: (name: string) => boolean,
): string[] {
  const own = ownNamesOf(section);
  const [{ type }, ...texts] = section.records;
  if (own.length || type === 'lvl1' || pageUrlOf(section.url) === migrationGuide) return own;
  const opening = texts.flatMap((r) => openingNames(r.content ?? '')).filter((name) => !hasOwnPage(name));
  return [...new Set([...namesIn(headingOf(section)).filter(isCompound), ...opening])];
}

/** The keys of every name a page or prop row has. */
export const pageAndPropNames = (sections: readonly Section[]): Set<string> =>
  new Set(sections.flatMap(ownNamesOf).map(nameKey));

/** Query words taken together as one name, at most this many (`radio button group`). */
const MAX_NAME_WORDS = 3;

/** A name the query spells: the sections that define it, and whether it is the whole query. */
interface SpelledName {
  sections: readonly number[];
  whole: boolean;
  /** How many of the query's words it takes. */
  words: number;
}

/**
 * The names a query spells. A name counts when the query writes it as the library does (`Button`,
 * `onPress`), or when it is compound and the query has its words in any case, together or apart
 * (`ripplecolor`, `text input`); a plain word such as `mode` is a word. A name the version dropped
 * (`moved`: its key, and the sections it leads to) counts where the version has no name of that key,
 * when the query writes it as two or more words, as one compound word or with a capital
 * (`textinput mode`, `isV3`, `Caption`; not `caption`).
 */
export function namesInQuery(
  query: string,
  definers: ReadonlyMap<string, readonly { name: string; sections: readonly number[] }[]>,
  moved: ReadonlyMap<string, readonly number[]> = new Map(),
): SpelledName[] {
  const words = namesIn(query);
  const found: SpelledName[] = [];
  for (let i = 0; i < words.length;) {
    let taken = 0;
    for (let n = Math.min(MAX_NAME_WORDS, words.length - i); n > 0 && !taken; n -= 1) {
      const span = words.slice(i, i + n);
      const key = nameKey(span.join(''));
      const accepted = (definers.get(key) ?? []).filter(
        ({ name }) => isCompound(name) || (n === 1 && name === span[0] && name !== name.toLowerCase()),
      );
      const sections = accepted.length
        ? accepted.flatMap(({ sections }) => sections)
        : n > 1 || isCompound(span[0]) || span[0] !== span[0].toLowerCase()
          ? moved.get(key)
          : undefined;
      if (sections?.length) {
        found.push({ sections, whole: n === words.length, words: n });
        taken = n;
      }
    }
    i += taken || 1;
  }
  return found;
}

/** Keys a name is also typed by: an event prop without its `on` (`long press`, `clear icon press`), where what is left is still compound. */
function aliasKeysOf(name: string): string[] {
  const [first, ...rest] = camelParts(name);
  return first === 'on' && rest.length > 1 ? [nameKey(rest.join(''))] : [];
}

/** Every defined name by its key (and its aliases' keys), with the sections that define it. */
export function definersOf(
  sections: readonly Section[],
  migrationGuide: string | undefined,
): Map<string, { name: string; sections: number[] }[]> {
  const definers = new Map<string, { name: string; sections: number[] }[]>();
  const owned = pageAndPropNames(sections);
  const hasOwnPage = (name: string) => owned.has(nameKey(name));
  sections.forEach((section, id) => {
    for (const name of namesDefinedBy(section, migrationGuide, hasOwnPage)) {
      for (const key of [nameKey(name), ...aliasKeysOf(name)]) {
        const list = definers.get(key) ?? [];
        const entry = list.find((e) => e.name === name);
        if (entry) entry.sections.push(id);
        else list.push({ name, sections: [id] });
        definers.set(key, list);
      }
    }
  });
  return definers;
}

/**
 * The pages among `pages` that the query names in any case, alone or written apart (`tooltip`,
 * `text input`): the components a reader asks about, whose own props come before other components'.
 */
export function pagesInQuery(
  query: string,
  definers: ReadonlyMap<string, readonly { sections: readonly number[] }[]>,
  pages: ReadonlySet<number>,
): Set<number> {
  const words = namesIn(query);
  const found = new Set<number>();
  for (let i = 0; i < words.length; i += 1)
    for (let n = 1; n <= Math.min(MAX_NAME_WORDS, words.length - i); n += 1)
      for (const { sections } of definers.get(nameKey(words.slice(i, i + n).join(''))) ?? [])
        sections.filter((id) => pages.has(id)).forEach((id) => found.add(id));
  return found;
}
