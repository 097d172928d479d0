import fs from 'fs';
import path from 'path';
import { unpackIndex, type PackedIndex } from '../../src/shared/search/index-format';
import { searchIndex } from '../../src/search/docsearch-hits';
import { searchIndexPath } from '../../src/shared/search/index-format';
import { resolveDocVersions, type DocVersion } from '../../src/shared/doc-versions';
import siteConfig from '../../site.config';

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
  kind: string;
  /** Where a reader asked it (readers' sets): `owner/repo#N: title`. */
  from?: string;
}

export interface Answer extends Question {
  /** 1-based position of the first right hit, or null when not in the first 10. */
  rank: number | null;
  /** 1-based position of `next`, when the question has one. */
  nextRank?: number | null;
  /** The first three hits' paths, as the question spells them. */
  top: string[];
  ms: number;
}

export interface RelevanceReport {
  answers: Answer[];
  firstRight: number;
  /** Questions whose right hit, and `next` where asked, are in the top three. */
  inTopThree: number;
  /** Milliseconds from the parsed index file to the first answer (the engine indexes on first use). */
  indexMs: number;
  queryMsP95: number;
  queryMsMax: number;
}

/**
 * The relevance sets: `own`, written with the ranking (`<version>.json`), and `readers`, questions
 * from the library's issue tracker in readers' own words (`readers/<version>.json`).
 */
export type RelevanceSet = 'own' | 'readers';

/** Resolved from the project's root, where Jest and the benchmark run. */
export const relevanceSetFile = (version: string, set: RelevanceSet = 'own'): string =>
  path.resolve(
    '__tests__',
    'fixtures',
    'search-relevance',
    ...(set === 'readers' ? ['readers'] : []),
    `${version}.json`,
  );

export function readQuestions(version: string, set: RelevanceSet = 'own'): Question[] {
  return (JSON.parse(fs.readFileSync(relevanceSetFile(version, set), 'utf8')) as { questions: Question[] }).questions;
}

const isRight = (question: Question, url: string) => {
  const [page, anchor = null] = url.split('#');
  const answers = (question.also ?? []).map((answer) => answer.split('#'));
  return (
    (page === question.page && (!question.section || anchor === question.section)) ||
    answers.some(([alsoPage, alsoAnchor]) => page === alsoPage && (!alsoAnchor || anchor === alsoAnchor))
  );
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

const inTopThree = (rank: number | null | undefined) => rank !== null && rank !== undefined && rank <= 3;

/**
 * `urlPrefix` is what the version's hit URLs start with before `/docs/`: the base path, and the
 * version's route prefix when it is not the one at /docs/ (`/react-native-paper/6.x`).
 */
export function runRelevanceSet(indexFile: string, urlPrefix: string, questions: Question[]): RelevanceReport {
  const index = unpackIndex(JSON.parse(fs.readFileSync(indexFile, 'utf8')) as PackedIndex);
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
      rank: rankOf(urls.findIndex((url) => isRight(question, url))),
      top: urls.slice(0, 3),
      ms,
    };
    if (question.next) answer.nextRank = rankOf(urls.indexOf(question.next));
    return answer;
  });
  const times = answers.map((a) => a.ms);
  return {
    answers,
    firstRight: answers.filter((a) => a.rank === 1).length,
    inTopThree: answers.filter((a) => inTopThree(a.rank) && (!a.next || inTopThree(a.nextRank))).length,
    indexMs,
    queryMsP95: percentile(times, 95),
    queryMsMax: Math.max(...times),
  };
}

/** Right first and in the top three, per kind of question. */
export function byKind(
  report: RelevanceReport,
): { kind: string; questions: number; firstRight: number; inTopThree: number }[] {
  const kinds = [...new Set(report.answers.map((a) => a.kind))];
  return kinds.map((kind) => {
    const answers = report.answers.filter((a) => a.kind === kind);
    return {
      kind,
      questions: answers.length,
      firstRight: answers.filter((a) => a.rank === 1).length,
      inTopThree: answers.filter((a) => inTopThree(a.rank) && (!a.next || inTopThree(a.nextRank))).length,
    };
  });
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
): { version: string; report: RelevanceReport }[] {
  return docVersions().map((version) => {
    const { file, urlPrefix } = builtIndexOf(version, publicDir, base);
    return { version: version.name, report: runRelevanceSet(file, urlPrefix, readQuestions(version.name, set)) };
  });
}
