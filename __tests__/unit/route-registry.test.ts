import { RouteRegistry } from '../../gatsby/pages/route-registry';

describe('RouteRegistry', () => {
  it('creates every page and warns when a route is claimed twice', () => {
    const createPage = jest.fn();
    const warn = jest.fn();
    const routes = new RouteRegistry(createPage, { warn } as never);
    routes.create('guide a', { path: '/docs/a/', component: 'a.tsx' });
    routes.create('guide b', { path: '/docs/b/', component: 'b.tsx' });
    expect(warn).not.toHaveBeenCalled();
    routes.create('component a', { path: '/docs/a/', component: 'c.tsx' });
    expect(createPage).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenCalledWith(
      'Duplicate route /docs/a/: created by guide a and again by component a; the last one wins.',
    );
  });
});
