import { testPluginOptionsSchema } from 'gatsby-plugin-utils';
import { localDocRoot, pluginOptionsSchema, readOptions } from '../../plugins/gatsby-source-component-docs/options';

const valid = {
  libsRootDir: '/lib/src/components',
  docsRootDir: '/docs/components',
  pages: { Badge: 'Badge', Appbar: { AppbarAction: 'Appbar/AppbarAction' } },
  version: '1.x',
};

describe('gatsby-source-component-docs options schema', () => {
  it('accepts the options gatsby-config.ts gives, and a docs root given with a trailing slash or deeper', async () => {
    for (const docsRootDir of ['/docs/components', '/docs/reference/components/']) {
      const result = await testPluginOptionsSchema(pluginOptionsSchema, { ...valid, docsRootDir });
      expect(result.errors).toEqual([]);
      expect(result.isValid).toBe(true);
    }
  });

  it('names a missing required option', async () => {
    const { libsRootDir: _omitted, ...withoutLibs } = valid;
    const result = await testPluginOptionsSchema(pluginOptionsSchema, withoutLibs);
    expect(result.isValid).toBe(false);
    expect(result.errors).toEqual(['"libsRootDir" is required']);
  });

  it('names an option of the wrong type', async () => {
    const result = await testPluginOptionsSchema(pluginOptionsSchema, { ...valid, pages: ['Badge'] });
    expect(result.isValid).toBe(false);
    expect(result.errors).toEqual(['"pages" must be of type object']);
    const nested = await testPluginOptionsSchema(pluginOptionsSchema, {
      ...valid,
      pages: { Appbar: { AppbarAction: 3 } },
    });
    expect(nested.errors).toEqual(['"pages.Appbar.AppbarAction" must be a string']);
  });

  it("rejects a docs root outside the site's /docs/ route, naming the option and the value", async () => {
    const result = await testPluginOptionsSchema(pluginOptionsSchema, { ...valid, docsRootDir: '/components' });
    expect(result.errors).toEqual([
      '"docsRootDir" is "/components"; expected a route under /docs/, such as /docs/components',
    ]);
  });
});

describe('readOptions', () => {
  it('returns the checked options typed', () => {
    expect(readOptions({ ...valid, plugins: [] })).toEqual({ ...valid, routePrefix: '' });
    expect(readOptions({ ...valid, version: '2.x', routePrefix: '2.x', plugins: [] })).toMatchObject({
      version: '2.x',
      routePrefix: '2.x',
    });
  });

  it('names the option when it is given options the schema would refuse', () => {
    expect(() => readOptions({ ...valid, libsRootDir: undefined, plugins: [] })).toThrow('"libsRootDir"');
    expect(() => readOptions({ ...valid, docsRootDir: '/components', plugins: [] })).toThrow('"docsRootDir"');
    expect(() => readOptions({ ...valid, pages: { Appbar: { AppbarAction: 3 } }, plugins: [] })).toThrow('"pages"');
  });
});

describe('localDocRoot', () => {
  it("starts the pages' ids within their version with the docs root as given, relative to /docs/", () => {
    expect(localDocRoot('/docs/components')).toBe('components');
    expect(localDocRoot('/docs/reference/components/')).toBe('reference/components');
  });
});
