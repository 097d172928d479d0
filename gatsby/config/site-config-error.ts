/** A site.config.ts problem; the message names the bad key. */
export class SiteConfigError extends Error {
  constructor(key: string, problem: string) {
    super(`site.config.ts: "${key}" ${problem}`);
    this.name = 'SiteConfigError';
  }
}
