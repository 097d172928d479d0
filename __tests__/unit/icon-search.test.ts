import { countLabel, queryTerms, searchIcons } from '../../src/components/IconBrowser/search';

const names = ['account', 'account-circle', 'arrow-collapse-left', 'arrow-left', 'arrow-left-bold', 'home-account', 'left-arrow-box'];

describe('icon search', () => {
  it('splits a query into lowercase words', () => {
    expect(queryTerms('  Arrow   LEFT ')).toEqual(['arrow', 'left']);
    expect(queryTerms('   ')).toEqual([]);
  });

  it('returns every name for an empty query', () => {
    expect(searchIcons(names, '')).toBe(names);
    expect(searchIcons(names, '  ')).toBe(names);
  });

  it('matches any part of a name, ignoring case', () => {
    expect(searchIcons(names, 'ACCOUNT')).toEqual(['account', 'account-circle', 'home-account']);
    expect(searchIcons(names, 'ft-b')).toEqual(['arrow-left-bold']);
  });

  it('needs every word to match, in any order, and ranks exact then prefix matches first', () => {
    expect(searchIcons(names, 'arrow left')).toEqual(['arrow-collapse-left', 'arrow-left', 'arrow-left-bold', 'left-arrow-box']);
    expect(searchIcons(names, 'left arrow')).toEqual(['left-arrow-box', 'arrow-collapse-left', 'arrow-left', 'arrow-left-bold']);
    expect(searchIcons(names, 'arrow-left')).toEqual(['arrow-left', 'arrow-left-bold']);
  });

  it('finds nothing when a word is missing everywhere', () => {
    expect(searchIcons(names, 'arrow zebra')).toEqual([]);
  });

  it('labels counts', () => {
    expect(countLabel(0)).toBe('0 icons');
    expect(countLabel(1)).toBe('1 icon');
    expect(countLabel(7448)).toBe('7,448 icons');
  });
});
