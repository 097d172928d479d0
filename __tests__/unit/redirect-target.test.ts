import vm from 'vm';
import { REDIRECT_SCRIPT, redirectTarget } from '../../src/templates/redirect-target';

const ORIGIN = 'https://site.test';

/**
 * Runs the inline script as a redirect page at `address` holds it (its target in `data-to`), and
 * returns the address it replaces the page's with, or null when it leaves the page to its refresh tag.
 */
function scriptTarget(to: string, address: string): string | null {
  const url = new URL(address, ORIGIN);
  let replaced: string | null = null;
  const location = {
    href: url.href,
    origin: url.origin,
    search: url.search,
    hash: url.hash,
    replace: (target: string) => {
      replaced = target;
    },
  };
  const document = { currentScript: { getAttribute: (name: string) => (name === 'data-to' ? to : null) } };
  vm.runInNewContext(REDIRECT_SCRIPT, { location, document, URL, URLSearchParams, decodeURI });
  return replaced;
}

/** The page's code on a client navigation to `address`. */
const effectTarget = (to: string, address: string) => {
  const url = new URL(address, ORIGIN);
  return redirectTarget(to, url.search, url.hash);
};

// [target, address the reader opened, where they land]
const CASES: [string, string, string][] = [
  ['/search/?version=2.x', '/2.x/search/?q=button', '/search/?version=2.x&q=button'],
  ['/search/?version=2.x', '/2.x/search/', '/search/?version=2.x'],
  // The address named the version: the target's own parameter wins, the reader's others follow.
  ['/search/?version=2.x', '/2.x/search/?version=1.x&q=fab&q=chip', '/search/?version=2.x&q=fab&q=chip'],
  [
    '/docs/guides/getting-started/',
    '/docs/?utm_source=x#installation',
    '/docs/guides/getting-started/?utm_source=x#installation',
  ],
  ['/2.x/docs/guides/getting-started/', '/2.x/docs/#installation', '/2.x/docs/guides/getting-started/#installation'],
  // The target's own anchor wins over the reader's.
  ['/docs/guides/theming/#colors', '/docs/old/#nope', '/docs/guides/theming/#colors'],
  // An anchor decodeURI cannot read is dropped, as everywhere on the site (hash-guard.ts).
  ['/docs/guides/getting-started/', '/docs/?q=a#%E0%A4%A', '/docs/guides/getting-started/?q=a'],
  // Hostile values stay a query or an anchor on the target's path: the reader never leaves the site.
  ['/search/?version=2.x', '/2.x/search/?q=//evil.com', '/search/?version=2.x&q=%2F%2Fevil.com'],
  ['/search/?version=2.x', '/2.x/search/?q=javascript:alert(1)', '/search/?version=2.x&q=javascript%3Aalert%281%29'],
  ['/search/?version=2.x', '/2.x/search/?//evil.com/x', '/search/?version=2.x&%2F%2Fevil.com%2Fx='],
  [
    '/search/?version=2.x',
    '/2.x/search/?q=%22%3E%3Cimg%20src%3Dx%3E',
    '/search/?version=2.x&q=%22%3E%3Cimg+src%3Dx%3E',
  ],
  ['/docs/guides/getting-started/', '/docs/#//evil.com', '/docs/guides/getting-started/#//evil.com'],
];

describe('where a redirect page sends its reader', () => {
  it.each(CASES)('to %s from %s: %s, from the page code', (to, address, landing) => {
    expect(effectTarget(to, address)).toBe(landing);
  });

  it.each(CASES)('to %s from %s: %s, from the inline script (with the base path)', (to, address, landing) => {
    expect(scriptTarget(`/base${to}`, `/base${address}`)).toBe(`/base${landing}`);
  });

  it("the script goes nowhere for a target that is not this site's path, leaving the refresh tag to it", () => {
    for (const to of ['//evil.com/x/', 'https://evil.com/', 'javascript:alert(1)', '/\\evil.com/'])
      expect([to, scriptTarget(to, '/2.x/search/?q=a')]).toEqual([to, null]);
    expect(redirectTarget('https://evil.com/', '?q=a', '#b')).toBe('https://evil.com/');
  });

  it('the script holds nothing that could end its tag early', () => {
    expect(REDIRECT_SCRIPT).not.toMatch(/<\/?script|<!--/i);
  });
});
