import fs from 'fs';
import path from 'path';
import type { VersionStatus } from '../../src/shared/doc-versions';

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * What a guide writes where its words depend on its version's library or state, each replaced when the
 * guide is built (`{{paperVersion}}` in text, inline code, code blocks, component attributes and link
 * addresses; resolve-version-words.ts).
 */
export const PLACEHOLDERS = {
  /** The version of the library the guide documents, as installed: `6.0.0-alpha.0`. */
  paperVersion: (library: LibraryPackage) => library.version,
  /**
   * What a reader installs to get that version: the exact release while the version is next (a
   * pre-release is only installed by its number), the package alone while it is current (npm's
   * `latest`), its major version once it is older (`react-native-paper@5`).
   */
  paperPackage: (library: LibraryPackage, status: VersionStatus) => installSpec(library, status),
} as const;
export type PlaceholderName = keyof typeof PLACEHOLDERS;
export const PLACEHOLDER_NAMES = Object.keys(PLACEHOLDERS) as PlaceholderName[];

/**
 * Elements whose content a guide shows in some states only: kept, without the element, while the
 * version is in one of them, and left out otherwise. Release day drops every `<WhileNext>`.
 */
export const STATE_ELEMENTS: Record<string, readonly VersionStatus[]> = {
  WhileNext: ['next'],
};
export const STATE_ELEMENT_NAMES = Object.keys(STATE_ELEMENTS);

/** What one version's guides say in its present state. */
export interface VersionWords {
  status: VersionStatus;
  values: Record<PlaceholderName, string>;
}

/** The installed library's own name and version (an npm alias's package.json names the real package). */
interface LibraryPackage {
  name: string;
  version: string;
}

/** `6.0.0-alpha.0` is a pre-release: semver puts a hyphen between the release and its pre-release part. */
export const isPrerelease = (version: string): boolean => version.split('+')[0].includes('-');

function installSpec(library: LibraryPackage, status: VersionStatus): string {
  const exact = `${library.name}@${library.version}`;
  switch (status) {
    case 'next':
      return exact;
    case 'current':
      return library.name;
    case 'older':
      // A major range never installs a pre-release, so an older one that never became a release stays pinned.
      return isPrerelease(library.version) ? exact : `${library.name}@${library.version.split('.')[0]}`;
  }
}

/** The library's package.json; a missing one names the file. */
function libraryPackage(library: string, root: string): LibraryPackage {
  const file = path.join(root, 'node_modules', library, 'package.json');
  if (!fs.existsSync(file))
    throw new Error(`The guides need the version of ${library}, but ${path.relative(root, file)} is not there.`);
  const { name, version } = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LibraryPackage>;
  if (typeof name !== 'string' || typeof version !== 'string')
    throw new Error(`${path.relative(root, file)} names no package "name" and "version".`);
  return { name, version };
}

/** The words of a version's guides: its state, and each placeholder's value from its installed library. */
export function versionWordsOf(version: { status: VersionStatus; library: string }, root: string = ROOT): VersionWords {
  const library = libraryPackage(version.library, root);
  const values = Object.fromEntries(
    PLACEHOLDER_NAMES.map((name) => [name, PLACEHOLDERS[name](library, version.status)]),
  ) as Record<PlaceholderName, string>;
  return { status: version.status, values };
}

/**
 * What to warn about when the version at /docs/ is documented from a pre-release: its guides then
 * install the package alone, which npm's `latest` tag may not lead to yet (README, "Release day").
 */
export function prereleaseAtDocs(
  versions: readonly { name: string; status: VersionStatus; library: string }[],
  root: string = ROOT,
): string | undefined {
  const current = versions.find((version) => version.status === 'current');
  if (!current) return undefined;
  const { version } = libraryPackage(current.library, root);
  if (!isPrerelease(version)) return undefined;
  return `Version ${current.name} is served at /docs/, but its library ${current.library} is ${version}, a pre-release: its guides tell readers to install the package without a version, as for a release. Install the release under that name (README, "Release day").`;
}
