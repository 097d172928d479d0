import type { Actions, Reporter } from 'gatsby';

type PageInput = Parameters<Actions['createPage']>[0];

/** Creates pages and warns when two sources claim the same route. */
export class RouteRegistry {
  private readonly owners = new Map<string, string>();

  constructor(
    private readonly createPage: Actions['createPage'],
    private readonly reporter: Pick<Reporter, 'warn'>,
  ) {}

  create(owner: string, page: PageInput): void {
    const previous = this.owners.get(page.path);
    if (previous) {
      this.reporter.warn(
        `Duplicate route ${page.path}: created by ${previous} and again by ${owner}; the last one wins.`,
      );
    }
    this.owners.set(page.path, owner);
    this.createPage(page);
  }
}
