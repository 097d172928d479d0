import { BASE, builtPage, text } from '../helpers/built-site';
import { GUIDES } from '../helpers/site-routes';

describe.each(GUIDES)('guide %s', (slug, title) => {
  const page = builtPage(`/docs/guides/${slug}/`);
  const article = page.querySelector('article.doc-content')!;

  it('has its title, a description and an opening paragraph', () => {
    expect(text(article.querySelector('h1'))).toBe(title);
    expect(page.querySelector('meta[name="description"]')?.getAttribute('content')).not.toBe('Material Design for React Native');
    expect(text(article.querySelector(':scope > p')).length).toBeGreaterThan(60);
  });

  it('has sections with content under every heading', () => {
    const headings = article.querySelectorAll('h2, h3');
    expect(headings.length).toBeGreaterThan(2);
    for (const heading of headings) {
      const next = heading.nextElementSibling;
      expect({ heading: text(heading), next: next?.tagName ?? null }).not.toEqual({ heading: text(heading), next: null });
      if (heading.tagName === 'H2') expect(next?.tagName).not.toBe('H2');
    }
  });

  it('lists every level 2 and 3 heading in the table of contents, linked to its anchor', () => {
    const headingIds = article.querySelectorAll('h2[id], h3[id]').map((h) => h.getAttribute('id'));
    const tocTargets = page.querySelectorAll('.toc--column .toc__link').map((a) => a.getAttribute('href')?.slice(1));
    expect(tocTargets).toEqual(headingIds);
  });

  it('highlights its code blocks at build time', () => {
    const blocks = article.querySelectorAll('pre.code-block__pre');
    for (const block of blocks) {
      const language = block.getAttribute('data-language');
      if (['tsx', 'ts', 'js', 'jsx'].includes(language ?? '') && text(block).length > 40) {
        expect(block.querySelectorAll('.tk, .ts, .tp').length).toBeGreaterThan(0);
      }
    }
  });
});

describe('getting started', () => {
  const page = builtPage('/docs/guides/getting-started/');
  const article = text(page.querySelector('article'));

  it('covers installation, the babel plugin, PaperProvider, a first screen and theming', () => {
    expect(page.querySelector('.package-install [role="tab"][aria-selected="true"]')?.textContent).toBe('npm');
    expect(text(page.querySelector('.package-install code'))).toContain('npm install react-native-paper react-native-safe-area-context');
    expect(article).toContain('react-native-paper/babel');
    expect(article).toContain('PaperProvider');
    expect(page.querySelectorAll('article a').some((a) => a.getAttribute('href') === `${BASE}/docs/guides/theming/`)).toBe(true);
  });
});
