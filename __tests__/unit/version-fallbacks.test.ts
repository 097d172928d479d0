import fs from 'fs';
import path from 'path';
import { parseVersionFallbacks, VERSION_FALLBACKS_FILE } from '../../gatsby/config/version-fallbacks';
import siteConfig from '../../site.config';

// Two made-up versions: the file's rules, whichever versions the site has.
const VERSIONS = ['1.x', '2.x'];
const parse = (value: unknown) => () => parseVersionFallbacks(JSON.stringify(value), VERSIONS);

describe('content/version-fallbacks.json', () => {
  it('as committed passes its check against the versions site.config.ts lists', () => {
    const source = fs.readFileSync(path.resolve(__dirname, '../..', VERSION_FALLBACKS_FILE), 'utf8');
    const versions = siteConfig.docs.versions.map((version) => version.name);
    expect(parseVersionFallbacks(source, versions)).toEqual(JSON.parse(source));
  });

  it('stops on a value that is not a doc id, naming the version and the doc', () => {
    expect(parse({ '2.x': { 'components/HelperText': 5 } })).toThrow(
      'content/version-fallbacks.json: "2.x.components/HelperText" is 5; expected a doc id such as "guides/migration#helpertext".',
    );
    expect(parse({ '2.x': { 'components/HelperText': 'guides/migration helper text' } })).toThrow(
      '"2.x.components/HelperText" is "guides/migration helper text"; expected a doc id',
    );
  });

  it('stops on a version that is not an object of doc ids, or a file that is not an object of versions', () => {
    expect(parse({ '2.x': ['guides/migration'] })).toThrow(
      'content/version-fallbacks.json: "2.x" is ["guides/migration"]; expected an object of doc ids, each with the doc to open instead.',
    );
    expect(parse([])).toThrow(
      'content/version-fallbacks.json: "(root)" is []; expected an object keyed by docs version',
    );
  });

  it('stops on a version site.config.ts does not list, naming the ones it does', () => {
    expect(parse({ '2.y': { 'components/HelperText': 'guides/migration' } })).toThrow(
      'content/version-fallbacks.json: "2.y" names no docs version; expected one of site.config.ts\'s docs.versions: "1.x", "2.x".',
    );
  });

  it('stops on a file that is not JSON', () => {
    expect(() => parseVersionFallbacks('{ "2.x": { } ', VERSIONS)).toThrow(
      /^content\/version-fallbacks\.json: .*; expected valid JSON\.$/,
    );
  });
});

describe("gatsby-node's onPreInit", () => {
  // The first API Gatsby calls: a broken fallbacks file stops the build there, before any sourcing,
  // with its message alone (site-config-errors.test.ts boots Gatsby to show how such a message prints).
  afterEach(() => jest.restoreAllMocks());

  it('stops the build on a broken fallbacks file, with its message and nothing else', () => {
    const readFileSync = fs.readFileSync;
    jest
      .spyOn(fs, 'readFileSync')
      .mockImplementation(((file: fs.PathOrFileDescriptor, ...rest: never[]) =>
        String(file).endsWith(VERSION_FALLBACKS_FILE)
          ? JSON.stringify({ '2.x': { 'components/HelperText': 5 } })
          : readFileSync(file, ...rest)) as typeof fs.readFileSync);
    // warn: the site's own versions may put a pre-release at /docs/ (the rehearsal of release day does).
    const reporter = { panic: jest.fn(), warn: jest.fn() };
    jest.isolateModules(() => {
      const gatsbyNode = require('../../gatsby-node') as typeof import('../../gatsby-node');
      (gatsbyNode.onPreInit as (args: unknown) => void)({ reporter });
    });
    expect(reporter.panic).toHaveBeenCalledTimes(1);
    expect(reporter.panic).toHaveBeenCalledWith(
      'content/version-fallbacks.json: "2.x.components/HelperText" is 5; expected a doc id such as "guides/migration#helpertext".',
    );
  });
});
