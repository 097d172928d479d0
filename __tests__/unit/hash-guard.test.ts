import { HASH_GUARD_SCRIPT, withoutUnreadableHash } from '../../src/navigation/hash-guard';

/** Runs the inline script at an address; returns the address it leaves (unchanged when it replaces nothing). */
function addressAfterScript(pathname: string, search: string, hash: string): string {
  let address = `${pathname}${search}${hash}`;
  const history = {
    state: { key: 'k' },
    replaceState: (_state: unknown, _title: string, url: string) => (address = url),
  };
  new Function('location', 'history', HASH_GUARD_SCRIPT)({ pathname, search, hash }, history);
  return address;
}

describe('hash guard', () => {
  it.each(['#%', '#100%', '#%C3', '#%zz'])('drops an anchor decodeURI cannot read: %s', (hash) => {
    expect(withoutUnreadableHash(`/docs/guides/theming/${hash}`)).toBe('/docs/guides/theming/');
    expect(addressAfterScript('/docs/guides/theming/', '?x=1', hash)).toBe('/docs/guides/theming/?x=1');
  });

  it.each(['#prop-mode', '#%C3%A9', '#50%25', ''])('keeps a readable anchor: "%s"', (hash) => {
    expect(withoutUnreadableHash(`/docs/components/Button/${hash}`)).toBe(`/docs/components/Button/${hash}`);
    expect(addressAfterScript('/docs/components/Button/', '', hash)).toBe(`/docs/components/Button/${hash}`);
  });
});
