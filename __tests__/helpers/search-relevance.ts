import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { unpackIndex, type PackedIndex } from '../../src/shared/search/index-format';
import type { SearchIndex } from '../../src/shared/search/types';
import { searchIndex } from '../../src/search/docsearch-hits';
import { RANKING, toDocument } from '../../src/shared/search/engine';
import { searchIndexPath } from '../../src/shared/search/index-format';
import { resolveDocVersions, type DocVersion } from '../../src/shared/doc-versions';
import { sectionsOf } from '../../src/shared/search/sections';
import { partTermsOf, queryTerms, termsOf, tokenize } from '../../src/shared/search/terms';
import siteConfig from '../../site.config';
import { listPages } from '../../plugins/gatsby-source-component-docs/page-list';
import { questionAnchors } from '../../gatsby/page-data/question-anchors';

/**
 * Runs a docs version's relevance set (__tests__/fixtures/search-relevance/<version>.json) through
 * the local search over that version's built index. Shared by the relevance test and the benchmark.
 */

export interface Question {
  q: string;
  /** Path of the page that must come first, as the version's own routes spell it (`/docs/…`, no base path or version prefix). */
  page: string;
  /** Anchor of the section that must come first, where it matters. */
  section?: string;
  /** A second answer that must also be in the top three (`/docs/…#anchor`): the replacement of a removed name. */
  next?: string;
  /** Other answers as good as `page` (`/docs/…` or `/docs/…#anchor`), where two places answer the question. */
  also?: string[];
  /**
   * Answers found as good after the set was labelled (readers' sets, issue 62): a judge who did not
   * know which was the label read the engine's first hit beside it and found that it answers the
   * question, mostly sections written since. They count as `also` does; `asFirstLabelled` drops them.
   */
  judged?: string[];
  kind: string;
  /** Where a reader asked it (readers' and fresh sets): `owner/repo#N: title`. */
  from?: string;
  /** The half it is in when the set fixes it rather than a hash (the fresh sets: see `halfOf`). */
  half?: Half;
}

export interface Answer extends Question {
  /** 1-based position of the first right hit, or null when not in the first 10. */
  rank: number | null;
  /** 1-based position of the first hit on the right page, whatever its section. */
  pageRank: number | null;
  /** 1-based position of `next`, when the question has one. */
  nextRank?: number | null;
  /** The first three hits' paths, as the question spells them. */
  top: string[];
  ms: number;
}

export interface RelevanceReport {
  answers: Answer[];
  questions: number;
  firstRight: number;
  /** Questions whose first hit is on the right page, whatever its section. */
  pageFirst: number;
  /** Questions whose right hit, and `next` where asked, are in the top three. */
  inTopThree: number;
  /** Milliseconds from the parsed index file to the first answer (the engine indexes on first use). */
  indexMs: number;
  queryMsP95: number;
  queryMsMax: number;
}

/**
 * The relevance sets: `own`, written with the ranking (`<version>.json`); `readers`, questions
 * from the library's issue tracker in readers' own words (`readers/<version>.json`); `fresh`, more
 * such questions collected and labelled later by helpers that never saw the engine's results
 * (`fresh/<version>.json`, issue 62), to tell whether what was tuned on the readers' sets carries over.
 */
export type RelevanceSet = 'own' | 'readers' | 'fresh';

/** Resolved from the project's root, where Jest and the benchmark run. */
export const relevanceSetFile = (version: string, set: RelevanceSet = 'own'): string =>
  path.resolve('__tests__', 'fixtures', 'search-relevance', ...(set === 'own' ? [] : [set]), `${version}.json`);

export function readQuestions(version: string, set: RelevanceSet = 'own'): Question[] {
  return (JSON.parse(fs.readFileSync(relevanceSetFile(version, set), 'utf8')) as { questions: Question[] }).questions;
}

/**
 * The half of the readers' sets a question is in (issue 62): `tuning`, which ranking rules may be
 * tried on, or `hold-out`, which decides whether a rule stays. Each question's half comes from a
 * hash of its words with a fixed seed, so it never changes, and a question added later does not
 * move the others. A fresh set says it instead: its first collection was read to find misses, the
 * second only ever counted.
 */
export type Half = 'tuning' | 'hold-out';
const HALF_SEED = 'rnp-docs-readers-2026-12-02';
export const halfOf = (question: Pick<Question, 'q' | 'half'>): Half =>
  question.half ??
  (crypto.createHash('sha256').update(`${HALF_SEED}\n${question.q}`).digest()[0] % 2 === 0 ? 'tuning' : 'hold-out');

/** A report's figures over the questions of one half. */
export const halfFigures = (report: RelevanceReport, half: Half) => ({
  half,
  ...figuresOf(report.answers.filter((answer) => halfOf(answer) === half)),
});

/** The other answers as good as the label: `also`, and `judged` unless the set is read as first labelled. */
const otherAnswers = (question: Question) => [...(question.also ?? []), ...(question.judged ?? [])];

/** A question as its set first labelled it, without the answers judged since. */
export const asFirstLabelled = ({ judged: _judged, ...question }: Question): Question => question;

const isRightPage = (question: Question, url: string) => {
  const page = url.split('#')[0];
  return page === question.page || otherAnswers(question).some((answer) => answer.split('#')[0] === page);
};

/**
 * Where each of a version's common questions links to (common-questions.json), by the question's
 * section (`/docs/components/Button/#q-…` -> `/docs/components/Button/#prop-buttonColor`, …): a
 * question whose answer leads to the right section answers the reader too, in the page's words and
 * theirs. Version-relative, as the sets' paths are.
 */
export type QuestionLinks = ReadonlyMap<string, readonly string[]>;

export function questionLinks(version: string): QuestionLinks {
  const content = siteConfig.docs.versions.find((record) => record.name === version)?.content;
  const file = content && path.resolve(content, 'data', 'common-questions.json');
  if (!file || !fs.existsSync(file)) return new Map();
  const pages = JSON.parse(fs.readFileSync(path.resolve(content, 'component-pages.json'), 'utf8'));
  const pathOf = new Map(listPages(pages).map((page) => [page.title, `/docs/${page.docId}/`]));
  const asked = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { question: string; answer: string }[]>;
  return new Map(
    Object.entries(asked).flatMap(([title, list]) => {
      const page = pathOf.get(title);
      if (!page) return [];
      const anchors = questionAnchors(list);
      return list.map(({ answer }, i) => [
        `${page}#${anchors[i]}`,
        // An answer's links, as its small Markdown writes them (gatsby/page-data/answer-markup.ts).
        [...answer.matchAll(/\]\(([^)\s]+)\)/g)].map(([, to]) => (to.startsWith('#') ? `${page}${to}` : to)),
      ]);
    }),
  );
}

/** A hit's URL and, when it is a common question, where its answer leads: each answers the reader. */
const answersAt = (url: string, links: QuestionLinks): string[] => [url, ...(links.get(url) ?? [])];

const isRight = (question: Question, url: string) => {
  const [page, anchor = null] = url.split('#');
  const answers = otherAnswers(question).map((answer) => answer.split('#'));
  return (
    (page === question.page && (!question.section || anchor === question.section)) ||
    answers.some(([alsoPage, alsoAnchor]) => page === alsoPage && (!alsoAnchor || anchor === alsoAnchor))
  );
};

/**
 * How many questions a ranking by words alone could answer first: those whose right section holds as
 * many of the query's words (as the engine reads them: stems, parts, joined words, synonyms; a weak
 * word a quarter, no typos) as any other section. A section with more of them is what a word-based
 * engine puts first unless a rule knows better.
 */
export function answersWithTheMostWords(index: SearchIndex, urlPrefix: string, questions: Question[]): number {
  const sections = sectionsOf(index.records);
  const terms = sections.map((section, id) => {
    const { title, slug, headings, text } = toDocument(section, id);
    const words = tokenize([title, slug, headings, text].join(' '));
    return new Set(words.flatMap((word) => [word.toLowerCase(), ...termsOf(word), ...partTermsOf(word)]));
  });
  return questions.filter((question) => {
    const { typed, alternatives, weak } = queryTerms(question.q);
    const wordsIn = (held: Set<string>) => {
      const covered = new Set([...typed, ...alternatives].filter((t) => held.has(t.term)).flatMap((t) => t.covers));
      return [...covered].reduce((sum, word) => sum + (weak[word] ? RANKING.weak : 1), 0);
    };
    let right = -1;
    let other = -1;
    sections.forEach((section, id) => {
      const count = wordsIn(terms[id]);
      if (isRight(question, section.url.slice(urlPrefix.length))) right = Math.max(right, count);
      else other = Math.max(other, count);
    });
    return right >= other;
  }).length;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

const inTopThree = (rank: number | null | undefined) => rank !== null && rank !== undefined && rank <= 3;

/** How many answers are right first, on the right page first, and in the top three (with `next` where asked). */
const figuresOf = (answers: readonly Answer[]) => ({
  questions: answers.length,
  firstRight: answers.filter((a) => a.rank === 1).length,
  pageFirst: answers.filter((a) => a.pageRank === 1).length,
  inTopThree: answers.filter((a) => inTopThree(a.rank) && (!a.next || inTopThree(a.nextRank))).length,
});

/**
 * `urlPrefix` is what the version's hit URLs start with before `/docs/`: the base path, and the
 * version's route prefix when it is not the one at /docs/ (`/react-native-paper/6.x`).
 */
/** A built index file, unpacked. */
export const readIndexFile = (indexFile: string): SearchIndex =>
  unpackIndex(JSON.parse(fs.readFileSync(indexFile, 'utf8')) as PackedIndex);

export function runRelevanceSet(
  indexFile: string,
  urlPrefix: string,
  questions: Question[],
  links: QuestionLinks = new Map(),
): RelevanceReport {
  const index = readIndexFile(indexFile);
  const started = performance.now();
  searchIndex(index, 'warm up');
  const indexMs = performance.now() - started;
  const answers = questions.map((question): Answer => {
    const t = performance.now();
    const { hits } = searchIndex(index, question.q, { hitsPerPage: 10 });
    const ms = performance.now() - t;
    const urls = hits.map((hit) => hit.url.slice(urlPrefix.length));
    const rankOf = (index: number) => (index < 0 ? null : index + 1);
    const answer: Answer = {
      ...question,
      rank: rankOf(urls.findIndex((url) => answersAt(url, links).some((at) => isRight(question, at)))),
      pageRank: rankOf(urls.findIndex((url) => answersAt(url, links).some((at) => isRightPage(question, at)))),
      top: urls.slice(0, 3),
      ms,
    };
    const { next } = question;
    if (next) answer.nextRank = rankOf(urls.findIndex((url) => answersAt(url, links).includes(next)));
    return answer;
  });
  const times = answers.map((a) => a.ms);
  return {
    answers,
    ...figuresOf(answers),
    indexMs,
    queryMsP95: percentile(times, 95),
    queryMsMax: Math.max(...times),
  };
}

/** Right first and in the top three, per kind of question. */
export function byKind(report: RelevanceReport) {
  const kinds = [...new Set(report.answers.map((a) => a.kind))];
  return kinds.map((kind) => ({ kind, ...figuresOf(report.answers.filter((a) => a.kind === kind)) }));
}

/** A docs version's built index file, and what its hits' URLs start with before `/docs/` (base path and version prefix). */
export function builtIndexOf(
  version: DocVersion,
  publicDir: string,
  base: string,
): { file: string; urlPrefix: string } {
  return {
    file: path.join(publicDir, searchIndexPath(version.prefix)),
    urlPrefix: `${base}${version.prefix ? `/${version.prefix}` : ''}`,
  };
}

/** Every configured docs version, as site.config.ts has them. */
export const docVersions = (): DocVersion[] => resolveDocVersions(siteConfig.docs);

/** Each version's relevance set over its built index (for the benchmark). */
export function relevanceOfEveryVersion(
  publicDir: string,
  base: string,
  set: RelevanceSet = 'own',
  { firstLabels = false } = {},
): { version: string; report: RelevanceReport }[] {
  return docVersions().map((version) => {
    const { file, urlPrefix } = builtIndexOf(version, publicDir, base);
    const questions = readQuestions(version.name, set);
    return {
      version: version.name,
      report: runRelevanceSet(
        file,
        urlPrefix,
        firstLabels ? questions.map(asFirstLabelled) : questions,
        questionLinks(version.name),
      ),
    };
  });
}
