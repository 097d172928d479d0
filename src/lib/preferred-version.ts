import { readStorage, writeStorage } from './storage';

/** The docs version last read, under the key Docusaurus (which built the site this one replaces) uses for its default docs plugin, so a stored choice means the same on both. */
const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

export const readPreferredVersion = (): string | null => readStorage(PREFERRED_VERSION_KEY);
export const writePreferredVersion = (version: string): void => writeStorage(PREFERRED_VERSION_KEY, version);
