import { propOfAnchor } from '../prop-anchor';
import { isPage, type Section } from './sections';
import { tokenize, wordStems } from './terms';

/**
 * What each component page is for: its name's words and the first sentence of its description
 * (`List.Accordion`: "A component used to display an expandable list item."). A query that says
 * what a component does leads to it before the rows of props elsewhere. Pure.
 */

/** A text up to the end of its first sentence. */
const firstSentence = (text: string): string => /^.*?[.!?](?=\s|$)/s.exec(text)?.[0] ?? text;

const propOf = (section: Section): string | null => propOfAnchor(section.url.split('#')[1] ?? '');

export interface ComponentPurposes {
  /** Component pages: the pages with prop rows. */
  pages: ReadonlySet<number>;
  /** A prop row's prop name in lower case (`onpress`); null for any other section. */
  propName(id: number): string | null;
  /** Whether a component page's name and first sentence have every one of these stems. */
  saysAll(id: number, stems: readonly string[]): boolean;
  /** Whether a component page's first sentence has this word as written, and one of its props is named by it (`elevation`: Surface). */
  isConcept(id: number, word: string): boolean;
}

/** `pageOf` gives each section's page; `titleTerms` each section's title words with their index terms. */
export function componentPurposes(
  sections: readonly Section[],
  pageOf: readonly number[],
  titleTerms: readonly string[][][],
): ComponentPurposes {
  const propNames = sections.map((section) => propOf(section)?.toLowerCase() ?? null);
  const props = new Map<number, Set<string>>();
  propNames.forEach((prop, id) => {
    if (prop) props.set(pageOf[id], (props.get(pageOf[id]) ?? new Set()).add(prop));
  });
  const sentences = sections.map((section, id) => {
    const description = section.records[1]?.content;
    return props.has(id) && isPage(section) && description ? firstSentence(description) : null;
  });
  const stems = sentences.map((sentence, id) =>
    sentence === null ? null : new Set([...titleTerms[id].flat(), ...wordStems(sentence)]),
  );
  const words = sentences.map((sentence) =>
    sentence === null ? null : new Set(tokenize(sentence).map((word) => word.toLowerCase())),
  );
  return {
    pages: new Set(props.keys()),
    propName: (id) => propNames[id],
    saysAll: (id, query) => query.every((stem) => stems[id]?.has(stem)),
    isConcept: (id, word) => words[id]?.has(word) === true && props.get(id)?.has(word) === true,
  };
}
