import fs from 'fs';
import path from 'path';
import { PUBLIC_DIR } from '../helpers/built-site';
import { allVersions, componentRoutes, guidesOf } from '../helpers/site-routes';
import { siteConfig } from '../../gatsby/config/site-config';
import { versionedDocId } from '../../src/shared/routes';

interface PageData {
  staticQueryHashes: string[];
  result: { data?: Record<string, unknown>; pageContext: Record<string, unknown> };
}

const pageData = (sitePath: string): PageData =>
  JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, 'page-data', sitePath, 'page-data.json'), 'utf8'));

const staticQueryResult = (hash: string) =>
  JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, 'page-data', 'sq', 'd', `${hash}.json`), 'utf8')) as {
    data: Record<string, unknown>;
  };

// The current version's pages, at /docs/.
const guidePages = guidesOf().map(([slug]) => `/docs/guides/${slug}/`);
const docPages = [...guidePages, ...componentRoutes().map(([route]) => route), '/docs/showcase/'];

describe('page data: what a navigation between two doc pages downloads', () => {
  it.each(docPages)('%s carries neither the sidebar nor a list of every component', (sitePath) => {
    const { result } = pageData(sitePath);
    expect(result.pageContext).toHaveProperty('sidebarId');
    expect(result.pageContext).not.toHaveProperty('sidebar');
    expect(result.data ?? {}).not.toHaveProperty('allComponentDoc');
    expect(JSON.stringify(result)).not.toContain('"type":"category"');
  });

  it('gives every doc page the sidebars through one shared static query result', () => {
    const sidebarHashes = docPages.map((sitePath) =>
      pageData(sitePath).staticQueryHashes.filter(
        (hash) => 'sidebars' in ((staticQueryResult(hash).data.siteConfig as object | null) ?? {}),
      ),
    );
    expect(new Set(sidebarHashes.map((hashes) => hashes.join()))).toEqual(new Set([sidebarHashes[0].join()]));
    expect(sidebarHashes[0]).toHaveLength(1);
    const { sidebars } = staticQueryResult(sidebarHashes[0][0]).data.siteConfig as {
      sidebars: Record<string, unknown[]>;
    };
    // Each configured sidebar once per version, under the version's prefix where it has one.
    const expected = allVersions().flatMap((version) =>
      Object.keys(siteConfig().sidebars).map((id) => versionedDocId(version.prefix, id)),
    );
    expect(expected.length).toBeGreaterThan(2);
    expect(Object.keys(sidebars).sort()).toEqual(expected.sort());
  });

  it('names inherited-prop groups by key on component pages; the groups come once, from a shared static query result', () => {
    const componentPages = componentRoutes().map(([route]) => pageData(route));
    const sharedHashes = new Set(
      componentPages.flatMap((data) =>
        data.staticQueryHashes.filter((hash) => 'sharedInheritedPropGroups' in staticQueryResult(hash).data),
      ),
    );
    expect(sharedHashes.size).toBe(1);
    const shared = staticQueryResult([...sharedHashes][0]).data.sharedInheritedPropGroups as {
      key: string;
      group: { source: string };
    }[];
    const keys = new Set(shared.map((entry) => entry.key));
    const named = componentPages.flatMap((data) => {
      const doc = data.result.data?.componentDoc as Record<string, unknown>;
      expect(doc).not.toHaveProperty('inheritedProps');
      return doc.inheritedPropGroupKeys as string[];
    });
    // Most pages name a group another page names too: that repetition is what the shared copy saves.
    expect(named.length).toBeGreaterThan(keys.size * 2);
    for (const key of named) expect(keys).toContain(key);
    for (const guide of guidePages) expect(pageData(guide).staticQueryHashes).not.toContain([...sharedHashes][0]);
  });
});
