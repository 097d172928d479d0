import path from 'path';
import { BASE, PUBLIC_DIR } from '../helpers/built-site';
import { runRelevanceSet } from '../helpers/search-relevance';

/** The relevance set (__tests__/fixtures/search-relevance.json) over the built index. */
describe('search relevance', () => {
  const report = runRelevanceSet(path.join(PUBLIC_DIR, 'search-index.json'), BASE);
  const describeMiss = (a: (typeof report.answers)[number]) =>
    `${a.q} -> ${a.top.join(', ') || 'nothing'} (right one at ${a.rank ?? 'none'})`;

  it('asks at least 60 questions of every kind', () => {
    expect(report.answers.length).toBeGreaterThanOrEqual(60);
    const kinds = new Set(report.answers.map((a) => a.kind));
    for (const kind of [
      'name',
      'split name',
      'joined name',
      'family',
      'typo',
      'word form',
      'prop',
      'api',
      'topic',
      'plain words',
    ])
      expect(kinds).toContain(kind);
  });

  it('puts the right page first for at least 95% of the questions', () => {
    const missed = report.answers.filter((a) => a.rank !== 1);
    const allowed = Math.floor(report.answers.length * 0.05);
    // On failure, the list of questions answered wrongly is printed.
    expect(missed.length <= allowed ? 'at least 95% right' : missed.map(describeMiss)).toBe('at least 95% right');
  });

  it('has the right page in the top three for every question', () => {
    expect(report.answers.filter((a) => a.rank === null || a.rank > 3).map(describeMiss)).toEqual([]);
  });
});
