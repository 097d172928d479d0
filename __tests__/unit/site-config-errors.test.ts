// gatsby/config/site-config.ts on a wrong config: it loads without throwing, and onPreInit stops the build with the
// message alone. __tests__/build/site-config-errors.test.ts runs a real gatsby build on a broken config.

describe('gatsby/config/site-config.ts', () => {
  /** Loads gatsby/config/site-config.ts over a site.config.ts made by `factory`; returns what onPreInit stopped the build with. */
  function load(factory: () => unknown) {
    let loaded: typeof import('../../gatsby/config/site-config') | undefined;
    jest.isolateModules(() => {
      jest.doMock('../../site.config', factory);
      loaded = require('../../gatsby/config/site-config');
    });
    const panics: string[] = [];
    const reporter = { panic: (message: string) => panics.push(message) };
    (loaded!.onPreInit as unknown as (args: { reporter: typeof reporter }) => void)({ reporter });
    return { panics, siteConfig: loaded!.siteConfig };
  }

  it('loads without throwing when the config is wrong, and onPreInit stops the build with the message alone', () => {
    const { panics, siteConfig } = load(() => ({ default: { title: 'Docs' } }));
    expect(panics).toEqual([expect.stringMatching(/^site\.config\.ts: "\w+" is missing; expected/)]);
    expect(() => siteConfig()).toThrow(panics[0]);
  });

  it('also catches an error thrown by site.config.ts itself, such as a misspelt name', () => {
    const { panics } = load(() => {
      throw new ReferenceError('yaer is not defined');
    });
    expect(panics).toEqual(['site.config.ts could not be loaded: ReferenceError: yaer is not defined']);
  });
});
