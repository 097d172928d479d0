import { RouteRegistry } from '../../gatsby/pages/route-registry';
import { duplicateGuideRoutes } from '../../gatsby/sourcing/guide-routes';

describe('RouteRegistry', () => {
  it('creates every page, and refuses a route claimed twice, naming both sources', () => {
    const createPage = jest.fn();
    const routes = new RouteRegistry(createPage);
    routes.create('content/guides/01-a.mdx', { path: '/docs/a/', component: 'a.tsx' });
    routes.create('content/guides/02-b.mdx', { path: '/docs/b/', component: 'b.tsx' });
    expect(() => routes.create('component src/components/A.tsx', { path: '/docs/a/', component: 'c.tsx' })).toThrow(
      'Two pages have the address /docs/a/: content/guides/01-a.mdx and component src/components/A.tsx.',
    );
    expect(createPage).toHaveBeenCalledTimes(2);
  });
});

describe('duplicateGuideRoutes', () => {
  const guide = (relativePath: string, path: string) => ({ fields: { relativePath, path } });

  it('names every file of a version that would be published at one address', () => {
    const problems = duplicateGuideRoutes([
      guide('content/2.x/guides/14-rtl.mdx', '/2.x/docs/guides/rtl/'),
      guide('content/2.x/guides/11-rtl.mdx', '/2.x/docs/guides/rtl/'),
      guide('content/guides/11-rtl.mdx', '/docs/guides/rtl/'),
    ]);
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/2\.x\/guides\/11-rtl\.mdx: is published at \/2\.x\/docs\/guides\/rtl\/, and so is content\/2\.x\/guides\/14-rtl\.mdx;/,
      ),
    ]);
  });

  it('finds nothing when every guide has its own address', () => {
    expect(
      duplicateGuideRoutes([
        guide('content/guides/01-a.mdx', '/docs/a/'),
        guide('content/2.x/guides/01-a.mdx', '/2.x/docs/a/'),
      ]),
    ).toEqual([]);
  });
});
