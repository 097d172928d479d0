import { headScript } from '../../src/theme/head-script';

const colorMode = { defaultMode: 'light' as const, disableSwitch: false, respectPrefersColorScheme: false };
const bar = { id: 'v1', content: 'x', backgroundColor: '#000', textColor: '#fff', isCloseable: true };

/** Runs the head script against a fake document and storage; returns the root's attributes. */
function run(script: string, stored: Record<string, string> | 'throws', prefersDark = false): Record<string, string> {
  const attributes: Record<string, string> = {};
  const localStorage = {
    getItem: (key: string) => {
      if (stored === 'throws') throw new Error('SecurityError');
      return stored[key] ?? null;
    },
  };
  const document = { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } };
  const matchMedia = () => ({ matches: prefersDark });
  new Function('document', 'localStorage', 'matchMedia', script)(document, localStorage, matchMedia);
  return attributes;
}

describe('head script', () => {
  it('marks the page as scripted, so no-JS fallbacks hide', () => {
    expect(run(headScript(colorMode, undefined), {})['data-js']).toBe('true');
  });

  it('applies the stored colour mode before paint', () => {
    expect(run(headScript(colorMode, undefined), { theme: 'dark' })['data-theme']).toBe('dark');
    expect(run(headScript(colorMode, undefined), { theme: 'light' })['data-theme']).toBe('light');
  });

  it('falls back to the default mode for nothing stored, junk, or storage that throws', () => {
    expect(run(headScript(colorMode, undefined), {})['data-theme']).toBe('light');
    expect(run(headScript(colorMode, undefined), { theme: 'purple' })['data-theme']).toBe('light');
    expect(run(headScript({ ...colorMode, defaultMode: 'dark' }, undefined), 'throws')['data-theme']).toBe('dark');
  });

  it('ignores the system preference unless configured to respect it', () => {
    expect(run(headScript(colorMode, undefined), {}, true)['data-theme']).toBe('light');
    expect(run(headScript({ ...colorMode, respectPrefersColorScheme: true }, undefined), {}, true)['data-theme']).toBe(
      'dark',
    );
  });

  it('hides an announcement bar the reader closed, but not one with a new id', () => {
    const closed = { 'announcementBar.id': 'v1', 'announcementBar.dismissed': 'true' };
    expect(run(headScript(colorMode, bar), closed)['data-announcement-bar-dismissed']).toBe('true');
    expect(run(headScript(colorMode, { ...bar, id: 'v2' }), closed)['data-announcement-bar-dismissed']).toBeUndefined();
  });

  it("keeps a docs version's own bar apart: closing the site's bar does not hide it, closing it does", () => {
    const twoBar = { ...bar, id: 'v2-alpha', version: '2.x' };
    const siteClosed = { 'announcementBar.id': 'v2-alpha', 'announcementBar.dismissed': 'true' };
    expect(run(headScript(colorMode, twoBar), siteClosed)['data-announcement-bar-dismissed']).toBeUndefined();
    const ownClosed = { 'announcementBar.2.x.id': 'v2-alpha', 'announcementBar.2.x.dismissed': 'true' };
    expect(run(headScript(colorMode, twoBar), ownClosed)['data-announcement-bar-dismissed']).toBe('true');
  });
});
