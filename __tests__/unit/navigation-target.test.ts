import { navigationTarget } from '../../src/navigation/navigation-target';

// Every site link and siteNavigate() call goes to this address (Link.tsx, site-navigate.ts).
describe('the address a client navigation goes to', () => {
  it.each([
    ['/docs/guides/fonts/index.html', '/docs/guides/fonts/'],
    ['/docs/guides/fonts.html', '/docs/guides/fonts/'],
    ['/docs/guides/fonts.HTM#custom-fonts', '/docs/guides/fonts/#custom-fonts'],
    ['/search/index.html?q=button', '/search/?q=button'],
    ['/docs/components/Button', '/docs/components/Button/'],
  ])('is the canonical page path: %s -> %s', (to, target) => {
    expect(navigationTarget(to)).toBe(target);
  });

  it.each(['#100%', '#%', '#%C3'])(
    "loses an anchor decodeURI cannot read (%s), which would blank the page in Gatsby's scroll handler",
    (hash) => {
      expect(navigationTarget(`/docs/guides/theming/${hash}`)).toBe('/docs/guides/theming/');
    },
  );

  it('keeps a readable anchor and query', () => {
    expect(navigationTarget('/docs/components/Button/?x=1#prop-mode')).toBe('/docs/components/Button/?x=1#prop-mode');
  });
});
