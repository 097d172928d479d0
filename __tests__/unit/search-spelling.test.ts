import { editDistance, spellingCorrector } from '../../src/shared/search/spelling';

const allowance = (word: string) => (word.length >= 6 ? 2 : word.length >= 4 ? 1 : 0);

describe('edit distance', () => {
  it('counts a swap of two neighbours as one edit, and stops once over the limit', () => {
    expect(editDistance('dailog', 'dialog', 2)).toBe(1);
    expect(editDistance('placholder', 'placeholder', 2)).toBe(1);
    expect(editDistance('accordian', 'accordion', 2)).toBe(1);
    expect(editDistance('button', 'banner', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('reading a misspelt query word as the word of the pages', () => {
  const correct = spellingCorrector(
    new Set([
      'dialog',
      'accordion',
      'toggle',
      'google',
      'hello',
      'hallo',
      'borderradiu',
      'borderradius',
      'start',
      'open',
    ]),
    allowance,
  );

  it('replaces a word the pages do not use with the one nearest word they do', () => {
    expect(correct('dailog not visible')).toBe('dialog not visible');
    expect(correct('accordian start open')).toBe('accordion start open');
    expect(correct('change borderradis')).toBe('change borderradius');
    expect(correct('dialg')).toBe('dialog');
  });

  it('prefers, between two as near, the one that starts as the word does; else leaves it as typed', () => {
    expect(correct('toogle')).toBe('toggle');
    expect(correct('hullo')).toBe('hullo');
  });

  it('leaves names (a word with a capital), words of the pages, half-typed, short and far words alone', () => {
    expect(correct('Dailog valueOf DefaulTheme')).toBe('Dailog valueOf DefaulTheme');
    expect(correct('open accor')).toBe('open accor');
    expect(correct('dlg opn')).toBe('dlg opn');
    expect(correct('zzzzzzzz')).toBe('zzzzzzzz');
  });
});
