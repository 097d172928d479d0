import { asRoutePrefix } from '../../src/shared/doc-versions';
import { resolveDescriptionLinks } from '../../gatsby/mdx/description-links';

const DOC_PATHS = [
  '/docs/components/Portal/',
  '/docs/components/ToggleButton/ToggleButtonRow/',
  '/docs/components/Dialog/Dialog/',
];
const SITE_ROOT = 'https://callstack.github.io/react-native-paper';
const link = (href: string) => `<p>See <a href="${href}">it</a>.</p>`;
const resolve = (href: string, pathPrefix = '/react-native-paper') =>
  resolveDescriptionLinks(link(href), DOC_PATHS, pathPrefix, SITE_ROOT);

describe('resolveDescriptionLinks', () => {
  it.each(['../../Portal', '../Portal', './Portal', 'Portal/'])('sends %s to the Portal page', (href) => {
    expect(resolve(href)).toBe(link('/react-native-paper/docs/components/Portal/'));
  });

  it('finds a component documented under its family, and keeps the fragment', () => {
    expect(resolve('ToggleButtonRow#props', '')).toBe(link('/docs/components/ToggleButton/ToggleButtonRow/#props'));
  });

  it("keeps absolute links to this site's docs on the deploy the reader is on, with a renamed section's new anchor", () => {
    expect(resolve(`${SITE_ROOT}/docs/guides/theming#dark-theme`)).toBe(
      link('/react-native-paper/docs/guides/theming/#light-and-dark-mode'),
    );
    expect(resolve(`${SITE_ROOT}/docs/components/TouchableRipple`)).toBe(
      link('/react-native-paper/docs/components/TouchableRipple/'),
    );
    expect(resolve(`${SITE_ROOT}/docs/guides/theming/#adapting-react-navigation-theme`)).toBe(
      link('/react-native-paper/docs/guides/theming/#adapting-react-navigation-theme'),
    );
  });

  it('leaves other absolute links, site-rooted and fragment links alone, and relative links nothing matches', () => {
    for (const href of [
      'https://reactnative.dev/docs/view',
      `${SITE_ROOT}/4.0/`,
      '/react-native-paper/docs/guides/theming/',
      '#props',
      '../NoSuchThing',
      '#constructor',
    ]) {
      expect(resolve(href)).toBe(link(href));
    }
  });

  it("keeps a 2.x doc comment's links in 2.x where 2.x has the page, and leads to 1.x's where it does not", () => {
    const paths2 = ['/2.x/docs/guides/theming/', '/2.x/docs/components/Portal/'];
    const in2 = (href: string) => resolveDescriptionLinks(link(href), paths2, '', SITE_ROOT, asRoutePrefix('2.x'));
    expect(in2(`${SITE_ROOT}/docs/guides/theming#dark-theme`)).toBe(
      link('/2.x/docs/guides/theming/#light-and-dark-mode'),
    );
    expect(in2('../Portal')).toBe(link('/2.x/docs/components/Portal/'));
    expect(in2(`${SITE_ROOT}/docs/guides/fonts`)).toBe(link('/docs/guides/fonts/'));
  });
});
