import fs from 'fs';
import path from 'path';
import { compileExample } from '../src/shared/live-example/compile';
import { homeScreenSource } from '../src/shared/home-screen';
import { docVersions } from './config/site-config';
import { themeRolesOf } from './shared/theme-roles';

const ROOT = path.resolve(__dirname, '..');

/** What the home page's screen needs of a docs version, in the browser (`__HOME_SCREENS__`). */
export interface HomeScreenBuild {
  /** The screen compiled for the preview frame. */
  code: string;
  /** The roles of the version's theme colours (`primary` … `elevation.level5`), for the theme code to copy. */
  roles: string[];
}

/**
 * The home screen of every docs version with a preview runtime, compiled once per build. That each
 * has its screen file is checked with the config (doc-versions.ts).
 */
export function homeScreens(): Record<string, HomeScreenBuild> {
  return Object.fromEntries(
    docVersions()
      .filter((version) => version.preview)
      .map((version) => {
        const file = homeScreenSource(version.examples);
        const { code } = compileExample(fs.readFileSync(path.join(ROOT, file), 'utf8'));
        return [version.name, { code, roles: themeRolesOf(version) }];
      }),
  );
}
