import fs from 'fs';
import path from 'path';
import { unpackRecords, type PackedIndex } from '../../src/shared/search/index-format';
import { searchRecords } from '../../src/search/ranking';

/**
 * Runs the relevance set (__tests__/fixtures/search-relevance.json) through the
 * local search over a built index. Shared by the relevance test and the benchmark.
 */

export interface Question {
  q: string;
  /** Site path of the page that must come first, without the base path. */
  page: string;
  /** Anchor of the section that must come first, where it matters. */
  section?: string;
  kind: string;
}

export interface Answer extends Question {
  /** 1-based position of the first right hit, or null when not in the first 10. */
  rank: number | null;
  /** The first three hits' URLs, without the base path. */
  top: string[];
  ms: number;
}

export interface RelevanceReport {
  answers: Answer[];
  firstRight: number;
  inTopThree: number;
  /** Milliseconds from the parsed index file to the first answer (the engine indexes on first use). */
  indexMs: number;
  queryMsP95: number;
  queryMsMax: number;
}

/** Resolved from the project's root, where Jest and the benchmark run. */
export const RELEVANCE_SET = path.resolve('__tests__', 'fixtures', 'search-relevance.json');

export function readQuestions(): Question[] {
  return (JSON.parse(fs.readFileSync(RELEVANCE_SET, 'utf8')) as { questions: Question[] }).questions;
}

const isRight = (question: Question, url: string) => {
  const [page, anchor = null] = url.split('#');
  return page === question.page && (!question.section || anchor === question.section);
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

export function runRelevanceSet(indexFile: string, basePath: string, questions = readQuestions()): RelevanceReport {
  const records = unpackRecords(JSON.parse(fs.readFileSync(indexFile, 'utf8')) as PackedIndex);
  const started = performance.now();
  searchRecords(records, 'warm up');
  const indexMs = performance.now() - started;
  const answers = questions.map((question) => {
    const t = performance.now();
    const { hits } = searchRecords(records, question.q, { hitsPerPage: 10 });
    const ms = performance.now() - t;
    const urls = hits.map((hit) => hit.url.slice(basePath.length));
    const index = urls.findIndex((url) => isRight(question, url));
    return { ...question, rank: index < 0 ? null : index + 1, top: urls.slice(0, 3), ms };
  });
  const times = answers.map((a) => a.ms);
  return {
    answers,
    firstRight: answers.filter((a) => a.rank === 1).length,
    inTopThree: answers.filter((a) => a.rank !== null && a.rank <= 3).length,
    indexMs,
    queryMsP95: percentile(times, 95),
    queryMsMax: Math.max(...times),
  };
}
