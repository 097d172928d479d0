import fs from 'fs';
import path from 'path';
import type { PagesOption } from '../../plugins/gatsby-source-component-docs/page-list';
import type { SiteConfig } from '../../src/shared/site-config-schema';
import { SiteConfigError } from './site-config-error';
import { versionIdPrefix } from '../../src/shared/routes';

const ROOT = path.resolve(__dirname, '..', '..');

/** What one docs version is built from. */
export interface DocVersionSources {
  /** `current` or `6.x`. */
  name: string;
  /** What starts the version's doc ids and routes: undefined for the current version, else its name. */
  idPrefix: string | undefined;
  /** The library copy's folder under node_modules (`react-native-paper-v6`). */
  library: string;
  /** The library copy's component sources. */
  componentsDir: string;
  /** The version's guides folder. */
  guidesDir: string;
  /** The pages map (family -> page key -> source file). */
  componentPages: PagesOption;
}

const CURRENT = {
  library: 'react-native-paper',
  guides: 'content/guides',
  componentPages: 'content/data/component-pages.json',
};

/**
 * The sources of every configured docs version, the current one's by convention and the others' as
 * the config names them. A library, guides folder or pages map that is not there throws a
 * SiteConfigError naming the version's key.
 */
export function docVersionSources(config: SiteConfig, root = ROOT): DocVersionSources[] {
  return config.docs.versions.map((version, index) => {
    const given = index === 0 ? CURRENT : version;
    const key = (name: string) => `docs.versions[${index}].${name}`;
    const where = (relative: string) => path.resolve(root, relative);
    const componentsDir = where(`node_modules/${given.library}/src/components`);
    if (!fs.existsSync(componentsDir))
      throw new SiteConfigError(
        key('library'),
        `is ${JSON.stringify(given.library)}, but version ${JSON.stringify(version.name)} finds no ${path.relative(root, componentsDir)}: install the library under that name (an npm alias).`,
      );
    const guidesDir = where(given.guides!);
    if (!fs.existsSync(guidesDir))
      throw new SiteConfigError(
        key('guides'),
        `is ${JSON.stringify(given.guides)}, but version ${JSON.stringify(version.name)} has no such folder.`,
      );
    const pagesFile = where(given.componentPages!);
    if (!fs.existsSync(pagesFile))
      throw new SiteConfigError(
        key('componentPages'),
        `is ${JSON.stringify(given.componentPages)}, but version ${JSON.stringify(version.name)} has no such file.`,
      );
    return {
      name: version.name,
      idPrefix: versionIdPrefix(config.docs.versions, version.name),
      library: given.library!,
      componentsDir,
      guidesDir,
      componentPages: JSON.parse(fs.readFileSync(pagesFile, 'utf8')) as PagesOption,
    };
  });
}
