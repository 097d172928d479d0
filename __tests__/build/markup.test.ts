import { readBuiltPages } from '../../gatsby/post-build/built-pages';
import { PUBLIC_DIR } from '../helpers/built-site';

const pages = [...readBuiltPages(PUBLIC_DIR)];
const offenders = (pattern: RegExp) => pages.filter(([, html]) => pattern.test(html)).map(([page]) => page);

describe('markup of every built page', () => {
  it('has no "</br>" left from doc comments', () => {
    expect(offenders(/<\/br>/)).toEqual([]);
  });

  it("has no NUL byte, which React's streaming renderer can leave at a multi-byte character (react#31134)", () => {
    expect(offenders(/\0/)).toEqual([]);
  });

  it('names empty table cells with visually hidden text, not aria-label on a span', () => {
    expect(offenders(/<span aria-label="not used">/)).toEqual([]);
  });

  it('has no two landmarks with the same label (admonitions are notes, not asides)', () => {
    const repeated = pages
      .map(([page, html]) => {
        const labels = [...html.matchAll(/<(?:aside|nav|section|form)\b[^>]*aria-label="([^"]+)"/g)].map(
          (match) => match[1],
        );
        return [page, labels.filter((label, index) => labels.indexOf(label) !== index)] as const;
      })
      .filter(([, duplicates]) => duplicates.length > 0);
    expect(repeated).toEqual([]);
  });

  it('gives every form a submit button', () => {
    const formsWithout = pages.flatMap(([page, html]) =>
      [...html.matchAll(/<form\b[\s\S]*?<\/form>/g)].filter(([form]) => !/type="submit"/.test(form)).map(() => page),
    );
    expect(formsWithout).toEqual([]);
  });
});
