import { answersWithTheMostWords, type Question } from '../helpers/search-relevance';
import { text, title } from '../helpers/search-records';

/** The readers' sets' word ceiling (the benchmark's "the answer has the most of the query's words"). */

const INDEX = {
  records: [
    title('/base/docs/icons/', 'Icons'),
    text('/base/docs/icons/', 'Icons', 'Set the icon color and size of any icon, or show none.'),
    title('/base/docs/button/', 'Button', 'Components'),
    text('/base/docs/button/', 'Button', 'A button to press.', 'Components'),
  ],
  hints: {},
};

const ask = (q: string, page: string): Question => ({ q, page, kind: 'task' });

describe('questions a ranking by words alone could answer first', () => {
  it('counts a question whose answer has as many of its words as any other section, and not one where another has more', () => {
    expect(answersWithTheMostWords(INDEX, '/base', [ask('button icon color', '/docs/icons/')])).toBe(1);
    expect(answersWithTheMostWords(INDEX, '/base', [ask('button icon color', '/docs/button/')])).toBe(0);
  });

  it('reads the query as the engine does: word forms, and weak words at a quarter', () => {
    // "pressing" meets "press"; the Icons page's "set" and "show" are weak words: half a word together.
    expect(answersWithTheMostWords(INDEX, '/base', [ask('pressing buttons', '/docs/button/')])).toBe(1);
    expect(answersWithTheMostWords(INDEX, '/base', [ask('set show button', '/docs/button/')])).toBe(1);
    expect(answersWithTheMostWords(INDEX, '/base', [ask('set show icon button', '/docs/button/')])).toBe(0);
  });
});
