// The library a new docs version documents: the npm spec given on the command line, the alias it is
// installed under and the npm command that installs it, pinned.

/** What a bare version (`7.0.0-alpha.0`) is a version of. */
export const DEFAULT_PACKAGE = 'react-native-paper';

/** An exact version (`7.0.0`, `7.0.0-alpha.0`): the new version is pinned, so no range or tag. */
const EXACT_VERSION =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?(\+[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?$/;
/** A package name npm accepts (lower case, optionally scoped). */
const PACKAGE_NAME = /^(@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*$/;

/** @param {string} name */
export const isPackageName = (name) => name.length <= 214 && PACKAGE_NAME.test(name);

/**
 * @typedef {{ packageName: string, version: string, major: string }} LibrarySpec
 */

/**
 * `react-native-paper@7.0.0-alpha.0`, `npm:react-native-paper@7.0.0-alpha.0` or a bare `7.0.0-alpha.0`
 * (a version of react-native-paper). Throws an Error that says what is wrong with the spec.
 * @param {string} spec
 * @returns {LibrarySpec}
 */
export function parseLibrarySpec(spec) {
  const given = spec.replace(/^npm:/, '');
  const at = given.lastIndexOf('@');
  const [packageName, version] = at > 0 ? [given.slice(0, at), given.slice(at + 1)] : [DEFAULT_PACKAGE, given];
  if (!isPackageName(packageName))
    throw new Error(`--library ${JSON.stringify(spec)}: ${JSON.stringify(packageName)} is not an npm package name.`);
  const exact = EXACT_VERSION.exec(version);
  if (!exact)
    throw new Error(
      `--library ${JSON.stringify(spec)}: expected an exact version such as ${DEFAULT_PACKAGE}@7.0.0-alpha.0 (the version is pinned, so no range or tag), got ${JSON.stringify(version)}.`,
    );
  return { packageName, version, major: exact[1] };
}

/** `react-native-paper@7.0.0-alpha.0` -> `react-native-paper-v7` (6.x's is react-native-paper-v6). @param {LibrarySpec} library */
export const defaultAlias = ({ packageName, major }) => `${packageName.replace(/^@[^/]+\//, '')}-v${major}`;

/** The arguments of the npm command that installs the library under its alias, pinned. @param {string} alias @param {LibrarySpec} library */
export const installArgs = (alias, { packageName, version }) => [
  'install',
  '--save-exact',
  `${alias}@npm:${packageName}@${version}`,
];
