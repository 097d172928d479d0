import fs from 'fs';
import path from 'path';
import type { DocVersionSources } from '../config/doc-versions';
import { versionNamed } from '../../src/shared/doc-versions';
import { configuratorRoles, themeRolesOf } from '../shared/theme-roles';
import type { ComponentDocSource } from './component-reader';

/**
 * What a Snack of a version's examples installs: the library at the installed copy's version, and the
 * peers that copy names besides React and React Native (6.x: reanimated and worklets).
 */
function snackDependenciesOf(version: DocVersionSources): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(version.componentsDir, '..', '..', 'package.json'), 'utf8')) as {
    version: string;
    peerDependencies?: Record<string, string>;
  };
  const peers = Object.keys(pkg.peerDependencies ?? {}).filter((name) => !['react', 'react-native'].includes(name));
  // A pre-release is pinned; a release follows its major line.
  const paper = pkg.version.includes('-') ? pkg.version : `${pkg.version.split('.')[0]}.x`;
  return [`react-native-paper@${paper}`, ...peers].join(',');
}

/** Why a version's examples do not run in the page: the preview has no runtime for its library (its `preview` in site.config.ts). */
const NO_PREVIEW_REASON = 'The in-page preview does not run this version of the library.';

/**
 * The ComponentDoc fields about where the page's examples run, from its version's record and
 * installed library: whether in the page, what a Snack installs, which theme roles the configurator offers.
 */
export function environmentFields(versions: readonly DocVersionSources[]) {
  // Read once per build: every component page of a version asks for the same string.
  const snackDependencies = new Map<string, string>(
    versions.map((version) => [version.name, snackDependenciesOf(version)]),
  );
  return {
    previewUnavailable: {
      type: 'String',
      description:
        "Why the page's examples cannot run in the page (no preview runtime for its version); null when they can",
      resolve: (source: ComponentDocSource) =>
        versionNamed(versions, source.version).preview ? null : NO_PREVIEW_REASON,
    },
    snackDependencies: {
      type: 'String!',
      description: "The dependencies an Expo Snack of the page's examples needs, in Snack's address format",
      resolve: (source: ComponentDocSource) => snackDependencies.get(source.version)!,
    },
    colorRoles: {
      type: '[String!]!',
      description:
        "The theme colour roles of the version's library (its site.config.ts themeColors type), which the configurator's colour controls offer",
      resolve: (source: ComponentDocSource) => configuratorRoles(themeRolesOf(versionNamed(versions, source.version))),
    },
  };
}
