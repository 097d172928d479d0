import { builtPage } from '../helpers/built-site';
import { allVersions, componentRoutes } from '../helpers/site-routes';

// The browser keeps parts of a first page as the server wrote them, finding each again by its
// `data-built-html` name (src/components/BuiltHtml.tsx): on every component page of every version,
// each name is there once, and the reference a reader only reads is among those parts.

const REFERENCE = ['.prop-list', '.doc-section--inherited-props', '.doc-section--types', '.doc-section--theme-colors'];

describe.each(allVersions().map((version) => [version.name, componentRoutes(version)] as const))(
  '%s component pages',
  (_name, routes) => {
    it('name each kept part once, with the reference, the sidebar and the footer among them', () => {
      for (const [route] of routes) {
        const page = builtPage(route);
        const names = page
          .querySelectorAll('[data-built-html]')
          .map((element) => element.getAttribute('data-built-html'));
        expect({ route, duplicates: names.filter((name, index) => names.indexOf(name) !== index) }).toEqual({
          route,
          duplicates: [],
        });
        const unkept = REFERENCE.filter((selector) =>
          page.querySelectorAll(selector).some((element) => !element.hasAttribute('data-built-html')),
        );
        expect({ route, unkept }).toEqual({ route, unkept: [] });
        expect(page.querySelector('.doc-page__sidebar nav.sidebar')?.hasAttribute('data-built-html')).toBe(true);
        expect(page.querySelector('footer.footer')?.hasAttribute('data-built-html')).toBe(true);
      }
      expect(routes.length).toBeGreaterThan(0);
    });
  },
);
