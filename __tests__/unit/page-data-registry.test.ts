import fs from 'fs';
import { z } from 'zod';
import { docVersions } from '../../gatsby/config/site-config';
import { pageData } from '../../gatsby/page-data/entry';
import { pageDataEntries, pageDataFacts, pageDataTypeDefs, PAGE_DATA } from '../../gatsby/page-data/registry';

describe('the page data registry', () => {
  it("has an entry for every file in every version's page data folder, so none is silently ignored", () => {
    const files = docVersions().flatMap((version) =>
      fs.existsSync(version.pageDataDir)
        ? fs.readdirSync(version.pageDataDir).map((file) => `${version.pageData}/${file}`)
        : [],
    );
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((file) => !Object.hasOwn(PAGE_DATA, file.slice(file.lastIndexOf('/') + 1)))).toEqual([]);
  });

  it("defines each entry's node type in its SDL, and selects each joined field by its own name", () => {
    for (const [file, entry] of pageDataEntries()) {
      expect([file, pageDataTypeDefs()]).toEqual([
        file,
        expect.stringContaining(`type ${entry.nodeType} implements Node`),
      ]);
      if (entry.facts)
        expect([file, entry.facts]).toEqual([file, expect.stringMatching(new RegExp(`^${entry.field!.name}( \\{|$)`))]);
    }
    // Every selection lands in the facts the page's sections are made from.
    for (const [, entry] of pageDataEntries()) if (entry.facts) expect(pageDataFacts()).toContain(entry.facts);
  });

  it('refuses, at compile time, an entry that does not say whether its titles are checked', () => {
    const entry = {
      schema: z.record(z.string(), z.string()),
      nodeType: 'ComponentNote',
      typeDefs: 'type ComponentNote implements Node @dontInfer { component: String! }',
      nodes: (notes: Record<string, string>) =>
        Object.keys(notes).map((component): [string, { component: string }] => [component, { component }]),
    };
    // @ts-expect-error checkTitles is required: a new file's titles are checked, or its entry says why not.
    expect(() => pageData(entry)).not.toThrow();
    expect(pageData({ ...entry, checkTitles: true }).nodeType).toBe('ComponentNote');
  });
});
