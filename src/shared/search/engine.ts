import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { camelParts, partTermsOf, queryTerms, termsOf, tokenize, wordStems, type QueryTerm } from './terms';
import { definersOf, nameKey, namesInQuery, ownNamesOf, pagesInQuery } from './definitions';
import { componentPurposes } from './purposes';
import { isMigrationQuery } from './migration-intent';
import { headingOf, isPage, pageUrlOf, sectionsOf, type Section } from './sections';
import type { SearchIndex } from './types';
import { spellingCorrector } from './spelling';

/**
 * The local search engine: MiniSearch over the sections of every page. A section
 * is what one URL (a page or one of its headings) shows: its heading record and
 * the text under it. Sections that define a name the query spells come before those
 * that mention it; a name the version no longer has, and a migration question, lead
 * to what the index's hints name. Settings and figures are in docs/search.md.
 */

interface SectionMatch {
  section: Section;
  /** How many of the names the query spells the section (or its page) defines, a whole-query name's own section twice: more come first. */
  defines: number;
  score: number;
  /** Index terms the query matched in this section (after typo and prefix matching). */
  terms: string[];
}

export interface SectionDocument {
  id: number;
  title: string;
  /** The words of the page's address (`migration-guide-to-5.0`): how readers often name a page. */
  slug: string;
  headings: string;
  text: string;
}

/** The ranking's settings, measured on the relevance set (see docs/search.md). */
export const RANKING = {
  /**
   * How much a match in each field counts: the page title, then headings and prop
   * names, then text; a part of a compound name (`Input` of `TextInput`) less than a word,
   * the words of the page's address as much as a part of its title.
   */
  fields: { title: 6, titleParts: 3, slug: 3, headings: 3, headingParts: 1, text: 1 },
  /** A page whose title the query names counts up to this much more. */
  titleMatch: 2,
  /** A page before its own sections when the query is its title. */
  page: 1.5,
  /** A query word found only with a typo counts this much of a word found as typed. */
  typo: 0.5,
  /** A weak query word ("show", "screen") counts this much of a word in the words matched. */
  weak: 0.25,
  /** A part of a compound name in the query counts this much of a whole word. */
  part: 0.3,
  /** Sections with more of the query's words win by this power of their count. */
  wordsPower: 2,
  /** A component page the query does not name, whose description has every one of two or more strong query words, counts this much more. */
  summary: 3,
  /** Query words side by side in a section, as in the query, count up to this much more. */
  proximity: 2,
  /** A prop's row whose name is one of the query's words, in any case (`size`, `color`), counts this much more. */
  propWord: 1.5,
};

/** Fields indexed by the parts of their compound names, and the field whose text they read. */
const PART_FIELDS: ReadonlyMap<string, keyof SectionDocument> = new Map([
  ['titleParts', 'title'],
  ['headingParts', 'headings'],
]);

/** A word being typed that the pages use, and this long, is taken as finished. */
const WHOLE_WORD_LENGTH = 5;

/** Edits forgiven in a query word: none under 4 letters, one from 4, two from 6. */
const typoDistance = (term: string): number => (term.length >= 6 ? 2 : term.length >= 4 ? 1 : 0);

/** What the engine indexes of a section (also read by the relevance sets' word ceiling). */
export function toDocument(section: Section, id: number): SectionDocument {
  // A page's own section is about its title; a heading's section about its own heading.
  const text = section.records.map((r) => r.content ?? '').join(' ');
  const slug = pageUrlOf(section.url).split('/').filter(Boolean).pop() ?? '';
  return { id, title: section.records[0].hierarchy.lvl1, slug, headings: headingOf(section), text };
}

/** The words of a title, compound names by their parts, each with the index terms that find it. */
function titleParts(title: string): string[][] {
  return tokenize(title)
    .flatMap((word) => {
      const parts = camelParts(word);
      const whole = word.toLowerCase();
      return parts.length ? parts.map((part) => [whole, ...termsOf(part)]) : [termsOf(word)];
    })
    .filter((terms) => terms.length > 0);
}

// MiniSearch's `match` is a plain object: only its own keys are matched terms.
const inTitle = (result: SearchResult, term: string) =>
  Object.hasOwn(result.match, term) && result.match[term].some((field) => field === 'title' || field === 'titleParts');

/** How many of a title's words the query matched. */
function titleWordsMatched(parts: string[][], result: SearchResult): number {
  return parts.filter((terms) => terms.some((term) => inTitle(result, term))).length;
}

/** How many of the query's words were found in the title (a word found with a typo when the title has an unexplained match). */
function queryWordsInTitle(plan: PlannedQuery, result: SearchResult): number {
  const titleTerms = Object.keys(result.match).filter((term) => inTitle(result, term));
  const words = new Set<number>();
  for (const term of result.queryTerms) {
    if (titleTerms.some((t) => t.startsWith(term) || !plan.known(term)))
      plan.covers.get(term)?.forEach((w) => words.add(w));
  }
  return words.size;
}

/**
 * How many of the query's words a result matched, squared: a section with every
 * word beats one with some. A word found only through a typo counts half.
 */
function wordsMatched(plan: PlannedQuery, result: SearchResult): number {
  const found = new Map<number, number>();
  for (const term of result.queryTerms) {
    const exact = result.terms.some((t) => t.startsWith(term));
    for (const word of plan.covers.get(term) ?? [])
      found.set(word, Math.max(found.get(word) ?? 0, exact ? 1 : RANKING.typo));
  }
  const sum = [...found].reduce((total, [word, share]) => total + share * (plan.weak[word] ? RANKING.weak : 1), 0);
  return sum ** RANKING.wordsPower;
}

/** Every pair of neighbouring words (as stems) in a section's title, headings and texts. */
function wordPairsOf(section: Section): Set<string> {
  const { lvl1, lvl2, lvl3 } = section.records[0].hierarchy;
  const pairs = new Set<string>();
  for (const text of [lvl1, lvl2, lvl3, ...section.records.map((r) => r.content)]) {
    const stems = text ? wordStems(text) : [];
    for (let i = 1; i < stems.length; i += 1) pairs.add(`${stems[i - 1]} ${stems[i]}`);
  }
  return pairs;
}

/** Share of the query's neighbouring word pairs that stand side by side, in order, in the section ("dark mode" in "Light and dark mode"). */
function sideBySide(stems: string[], pairs: Set<string>): number {
  if (stems.length < 2) return 0;
  let found = 0;
  for (let i = 1; i < stems.length; i += 1) if (pairs.has(`${stems[i - 1]} ${stems[i]}`)) found += 1;
  return found / (stems.length - 1);
}

/** The query as MiniSearch reads it, and which query words each of its terms stands for. */
interface PlannedQuery {
  query: Query;
  /** Whether a query term is a word the pages use (else it may be a typo). */
  known: (term: string) => boolean;
  words: number;
  stems: string[];
  weak: boolean[];
  synonyms: string[];
  covers: Map<string, number[]>;
}

function planQuery(query: string, vocabulary: ReadonlySet<string>): PlannedQuery | null {
  const { words, stems, weak, synonyms, typed, alternatives } = queryTerms(query);
  if (words === 0) return null;
  const covers = new Map<string, number[]>();
  for (const { term, covers: c } of [...typed, ...alternatives]) covers.set(term, [...(covers.get(term) ?? []), ...c]);
  const parts = new Set(typed.filter((t) => t.part).map((t) => t.term));
  const typing = !/\s$/.test(query);
  const lastWord = typed[typed.length - 1].covers[0];
  const text = (terms: QueryTerm[]) => [...new Set(terms.map((t) => t.term))].join(' ');
  return {
    known: (term) => vocabulary.has(term),
    words,
    stems,
    weak,
    synonyms,
    covers,
    query: {
      combineWith: 'OR',
      queries: [
        {
          queries: [text(typed)],
          // A word the pages use is taken as written; only an unknown word may be a typo.
          fuzzy: (term: string) => (vocabulary.has(term) ? 0 : typoDistance(term)),
          // Only the word being typed may be the start of a longer one, unless it is already a whole word of the pages.
          prefix: (term: string) =>
            typing &&
            (covers.get(term) ?? []).includes(lastWord) &&
            (term.length < WHOLE_WORD_LENGTH || !vocabulary.has(term)),
          boostTerm: (term: string) => (parts.has(term) ? RANKING.part : 1),
        },
        ...(alternatives.length ? [{ queries: [text(alternatives)] }] : []),
      ],
    },
  };
}

export interface Engine {
  /** The query's words (stop words left out) and the sections that answer it, best first. */
  /** `asTyped`: no word is read as another (the build's checks of names). */
  search(query: string, options?: { asTyped?: boolean }): { words: number; matches: SectionMatch[] };
}

/** An engine over an index that is still empty; `documents` are what to add to it. */
function emptyEngine({ records, hints }: SearchIndex): {
  engine: Engine;
  index: MiniSearch<SectionDocument>;
  documents: SectionDocument[];
} {
  const sections = sectionsOf(records);
  const vocabulary = new Set<string>();
  const remember = (terms: string[]) => {
    terms.forEach((term) => vocabulary.add(term));
    return terms;
  };
  const partsOfTitle = new Map<string, string[][]>();
  const titles = sections.map(({ records: [{ hierarchy }] }) => {
    if (!partsOfTitle.has(hierarchy.lvl1)) partsOfTitle.set(hierarchy.lvl1, titleParts(hierarchy.lvl1));
    return partsOfTitle.get(hierarchy.lvl1)!;
  });
  const index = new MiniSearch<SectionDocument>({
    fields: Object.keys(RANKING.fields),
    extractField: (document, field) => document[PART_FIELDS.get(field) ?? (field as keyof SectionDocument)],
    tokenize,
    processTerm: (word, field) => remember(field && PART_FIELDS.has(field) ? partTermsOf(word) : termsOf(word)),
    searchOptions: {
      boost: RANKING.fields,
      // Query terms are stems and parts already (see planQuery).
      tokenize: (text) => text.split(' '),
      processTerm: (term) => term,
    },
  });
  const correctSpelling = spellingCorrector(vocabulary, typoDistance);
  const definers = definersOf(sections, hints.migrationGuide);
  const idOfUrl = new Map(sections.map((section, id) => [section.url, id]));
  const pageOf = sections.map((section) => idOfUrl.get(pageUrlOf(section.url)) ?? -1);
  /** The names the version dropped, each with the sections it leads to. */
  const moved = new Map(
    Object.entries(hints.moved ?? {}).map(([key, urls]) => [key, urls.flatMap((url) => idOfUrl.get(url) ?? [])]),
  );
  /** Sections the hints put first for this query: a moved name's, else the migration guide for a migration question. */
  const leading = (query: string, stems: string[]): number[] => {
    const key = nameKey(query);
    // The hints are a plain object from JSON: only its own keys are names (not `constructor`).
    if (hints.moved && Object.hasOwn(hints.moved, key))
      return hints.moved[key].flatMap((url) => idOfUrl.get(url) ?? []);
    if (!hints.migrationGuide || !isMigrationQuery(stems)) return [];
    return [hints.migrationGuide].flatMap((url) => idOfUrl.get(url) ?? []);
  };
  /** The stems of each component page's summary, its description ("Snackbars provide brief feedback … at the bottom"). */
  const summaries = sections.map((section) =>
    isPage(section) && section.records[1]?.content && ownNamesOf(section).length
      ? new Set(wordStems(section.records[1].content))
      : null,
  );
  const purposes = componentPurposes(sections, pageOf, titles);
  /** A member page's family page and the stems of its own name (`TextInput.Icon`: TextInput's page, `icon`). */
  const pageOfName = new Map<string, number>();
  sections.forEach((section, id) => isPage(section) && ownNamesOf(section).forEach((name) => pageOfName.set(name, id)));
  const members = new Map<number, { family: number; stems: string[] }>();
  for (const [name, id] of pageOfName) {
    const dot = name.lastIndexOf('.');
    const family = dot > 0 ? pageOfName.get(name.slice(0, dot)) : undefined;
    const own = name.slice(dot + 1);
    if (family !== undefined) members.set(id, { family, stems: wordStems(camelParts(own).join(' ') || own) });
  }
  /** Every word of every page title, and its stem. */
  const titleTerms = new Set(titles.flat(2));
  const pairs = new Map<number, Set<string>>();
  const pairsOf = (id: number) => {
    if (!pairs.has(id)) pairs.set(id, wordPairsOf(sections[id]));
    return pairs.get(id)!;
  };

  const engine: Engine = {
    search(typed: string, { asTyped = false } = {}) {
      const query = asTyped ? typed : correctSpelling(typed);
      const plan = planQuery(query, vocabulary);
      if (!plan) return { words: 0, matches: [] };
      // A prop name counts on the components the query names, in any case, and their members
      // (`tooltip on long press`: not Button's onLongPress; `appbar`: Appbar.Content's onPress).
      const named = [query, ...plan.synonyms].flatMap((text) => [...pagesInQuery(text, definers, purposes.pages)]);
      const scope = named.map((id) => sections[id].url);
      const inScope = (id: number) =>
        !scope.length || purposes.propName(id) === null || scope.some((url) => sections[id].url.startsWith(url));
      // A name a synonym stands for counts as spelled (`error message`: HelperText).
      const names = [query, ...plan.synonyms]
        .flatMap((text) => namesInQuery(text, definers, moved))
        .map(({ sections: ids, whole, words }) => ({ ids: new Set(ids.filter(inScope)), whole, words }));
      const strong = plan.stems.filter((_, word) => !plan.weak[word]);
      const queryWords = new Set(tokenize(query).map((word) => word.toLowerCase()));
      // A member of a spelled family whose own word the query says (`icon inside textinput`: TextInput.Icon).
      const saysMember = (page: number, ids: ReadonlySet<number>) => {
        const member = members.get(page);
        return !!member && ids.has(member.family) && member.stems.every((stem) => plan.stems.includes(stem));
      };
      const summarises = (id: number) => strong.length > 1 && strong.every((stem) => summaries[id]?.has(stem));
      // A component whose purpose says every strong word comes before the names that take fewer of them
      // (`expandable list item`: List.Accordion, not List.Item).
      const widestName = Math.max(0, ...names.map(({ words }) => words));
      const isFor = (id: number) => widestName > 0 && strong.length > widestName && purposes.saysAll(id, strong);
      // One word that is no title's and names no name: a concept a component exists for (`elevation`: Surface).
      const concept =
        plan.words === 1 && !names.length && !titleTerms.has(plan.stems[0]) ? tokenize(query)[0].toLowerCase() : null;
      const matches: SectionMatch[] = index.search(plan.query).map((result) => {
        const id = result.id as number;
        // MiniSearch multiplies by the number of query terms matched; count the reader's words instead.
        const relevance = (result.score / result.queryTerms.length) * wordsMatched(plan, result);
        const titleShare = titleWordsMatched(titles[id], result) / titles[id].length;
        const wordsInTitle = queryWordsInTitle(plan, result);
        // A title the query names weighs by how much of the title, and of the query, it is.
        const boost = 1 + RANKING.titleMatch * titleShare * titleShare * (wordsInTitle / plan.words);
        const proximity = plan.words > 1 ? 1 + RANKING.proximity * sideBySide(plan.stems, pairsOf(id)) : 1;
        // The query is the page's title: the page itself before its sections.
        const isTitle = isPage(sections[id]) && titleShare === 1 && wordsInTitle === plan.words;
        return {
          section: sections[id],
          // A page's name is defined for each of its sections (`Button onPress`: Button's onPress row);
          // when the query is just the name, its own section comes first (`text input`: TextInput's page).
          defines:
            names.reduce(
              (count, { ids, whole }) =>
                count + (ids.has(id) ? (whole ? 2 : 1) : saysMember(pageOf[id], ids) ? 2 : ids.has(pageOf[id]) ? 1 : 0),
              0,
            ) +
            (isFor(pageOf[id]) ? names.length + 1 : 0) +
            (concept !== null && purposes.isConcept(id, concept) ? 1 : 0),
          score:
            relevance *
            boost *
            proximity *
            (isTitle ? RANKING.page : 1) *
            (titleShare === 0 && summarises(id) ? RANKING.summary : 1) *
            (queryWords.has(purposes.propName(id) ?? '') ? RANKING.propWord : 1),
          terms: result.terms,
        };
      });
      matches.sort((a, b) => b.defines - a.defines || b.score - a.score);
      // The component the query names keeps the first place from another component's page
      // (`dialog with input field`: Dialog, not TextInput), unless that page defines more of the query,
      // says the whole query (`floating action button`: FAB) or is of a family the query says (`drawer`).
      const pageOfMatch = (match: SectionMatch) => pageOf[idOfUrl.get(match.section.url)!];
      const inNamed = (page: number) =>
        named.includes(page) ||
        named.includes(members.get(page)?.family ?? -1) ||
        queryWords.has(sections[page].records[0].hierarchy.lvl1.split('.')[0].toLowerCase());
      const top = matches[0];
      const yields =
        top &&
        named.length > 0 &&
        purposes.pages.has(pageOfMatch(top)) &&
        !inNamed(pageOfMatch(top)) &&
        !(plan.words > 1 && sideBySide(plan.stems, pairsOf(idOfUrl.get(top.section.url)!)) === 1);
      if (yields) {
        const own = matches.findIndex((match) => match.defines === top.defines && inNamed(pageOfMatch(match)));
        if (own > 0) matches.unshift(...matches.splice(own, 1));
      }
      const first = leading(query, plan.stems);
      if (!first.length) return { words: plan.words, matches };
      const led = first.map(
        (id) =>
          matches.find((match) => match.section === sections[id]) ?? {
            section: sections[id],
            defines: 0,
            score: 0,
            terms: [],
          },
      );
      return { words: plan.words, matches: [...led, ...matches.filter((match) => !led.includes(match))] };
    },
  };
  return { engine, index, documents: sections.map(toDocument) };
}

/** Indexes the records in one go (Node: tests, the benchmark's relevance set). */
export function createEngine(searchIndex: SearchIndex): Engine {
  const { engine, index, documents } = emptyEngine(searchIndex);
  index.addAll(documents);
  return engine;
}

/** How long the browser indexes before giving the page a turn: well under a long task (50 ms), even on a slow phone. */
const SLICE_MS = 10;

/**
 * Gives the page a turn through a message to itself. MiniSearch's `addAllAsync` waits with
 * `setTimeout(0)`, which browsers stretch to 4 ms once nested: with ~1,700 sections in chunks of 20
 * that was ~340 ms of waiting alone.
 */
const yieldToPage = () =>
  new Promise<void>((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });

/**
 * Indexes the records in slices of about 10 ms, giving the page a turn in between, so a slow phone
 * never sees one long task (the search page indexes while it renders).
 */
export async function createEngineInChunks(searchIndex: SearchIndex): Promise<Engine> {
  const { engine, index, documents } = emptyEngine(searchIndex);
  let sliceStart = performance.now();
  for (const document of documents) {
    index.add(document);
    if (performance.now() - sliceStart > SLICE_MS) {
      await yieldToPage();
      sliceStart = performance.now();
    }
  }
  return engine;
}
