import GithubSlugger from 'github-slugger';
import { questionAnchor } from '../../src/shared/question-anchor';

/**
 * The anchors of a page's common questions, in order: `q-` and the question's words as GitHub
 * slugs a heading (a repeated question gets `-1`). The page, its checks and the relevance sets'
 * reading of the questions (`__tests__/helpers/search-relevance.ts`) share this one spelling.
 */
export function questionAnchors(list: readonly { question: string }[]): string[] {
  const slugger = new GithubSlugger();
  return list.map((item) => questionAnchor(slugger.slug(item.question)));
}

/** Two questions are the same when their headings' slugs are ("Why is it grey?", "why is it grey"). */
export const sameQuestion = (a: string, b: string): boolean =>
  new GithubSlugger().slug(a) === new GithubSlugger().slug(b);
