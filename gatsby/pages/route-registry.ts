import type { Actions } from 'gatsby';

type PageInput = Parameters<Actions['createPage']>[0];

/** A route two sources claim: the second page would replace the first. */
export class DuplicateRouteError extends Error {}

/** Creates pages, and refuses a route that another source already claimed, naming both. */
export class RouteRegistry {
  private readonly owners = new Map<string, string>();

  constructor(private readonly createPage: Actions['createPage']) {}

  create(owner: string, page: PageInput): void {
    const previous = this.owners.get(page.path);
    if (previous)
      throw new DuplicateRouteError(
        `Two pages have the address ${page.path}: ${previous} and ${owner}. Only one page can have an address; rename or remove one of them.`,
      );
    this.owners.set(page.path, owner);
    this.createPage(page);
  }
}
