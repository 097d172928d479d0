import { readBuiltPages } from '../../gatsby/built-pages';
import { findBrokenLinks } from '../../gatsby/link-check';
import { PUBLIC_DIR } from '../helpers/built-site';

describe('links in the built site', () => {
  it('has no internal link to a missing page or anchor', () => {
    const pages = readBuiltPages(PUBLIC_DIR);
    expect(pages.size).toBeGreaterThan(90);
    expect(findBrokenLinks(pages, '/react-native-paper')).toEqual([]);
  });
});
