import fs from 'fs';
import path from 'path';
import { PUBLIC_DIR } from '../helpers/built-site';
import { componentRoutes, GUIDES } from '../helpers/site-routes';

interface PageData {
  staticQueryHashes: string[];
  result: { data?: Record<string, unknown>; pageContext: Record<string, unknown> };
}

const pageData = (sitePath: string): PageData =>
  JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, 'page-data', sitePath, 'page-data.json'), 'utf8'));

const staticQueryResult = (hash: string) =>
  JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, 'page-data', 'sq', 'd', `${hash}.json`), 'utf8')) as { data: Record<string, unknown> };

const docPages = [...GUIDES.map(([slug]) => `/docs/guides/${slug}/`), ...componentRoutes().map(([route]) => route), '/docs/showcase/'];

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
      pageData(sitePath).staticQueryHashes.filter((hash) => 'sidebars' in ((staticQueryResult(hash).data.siteConfig as object | null) ?? {})),
    );
    expect(new Set(sidebarHashes.map((hashes) => hashes.join()))).toEqual(new Set([sidebarHashes[0].join()]));
    expect(sidebarHashes[0]).toHaveLength(1);
    const { sidebars } = staticQueryResult(sidebarHashes[0][0]).data.siteConfig as { sidebars: Record<string, unknown[]> };
    expect(Object.keys(sidebars).sort()).toEqual(['components', 'guides']);
  });

});
