/** A problem in a file a docs version is built from (its pages map); the message names the file and the key. */
export class VersionFileError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'VersionFileError';
  }
}

/** A site.config.ts problem; the message names the bad key. */
export class SiteConfigError extends Error {
  constructor(key: string, problem: string) {
    super(`site.config.ts: "${key}" ${problem}`);
    this.name = 'SiteConfigError';
  }
}
