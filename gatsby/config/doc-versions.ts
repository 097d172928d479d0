import fs from 'fs';
import path from 'path';
import type { PagesOption } from '../../plugins/gatsby-source-component-docs/page-list';
import type { DocsVersion, SiteConfig } from '../../src/shared/site-config-schema';
import { SiteConfigError, VersionFileError } from './site-config-error';
import { readVersionFile } from './version-file';
import { z } from 'zod';
import { resolveDocVersions, type DocVersion } from '../../src/shared/doc-versions';
import { readBreakingChanges, type BreakingChange } from './breaking-changes';
import { homeScreenSource } from '../../src/shared/home-screen';

const ROOT = path.resolve(__dirname, '..', '..');

/** One docs version: what every consumer reads (name, prefix, banner) and what the build reads it from. */
export interface DocVersionSources extends DocVersion {
  /** The library copy's folder under node_modules (`react-native-paper-v6`). */
  library: string;
  /** The library copy's component sources. */
  componentsDir: string;
  /** The version's guides folder (`<content>/guides`). */
  guidesDir: string;
  /** The pages map (family -> page key -> source file), from `<content>/component-pages.json`. */
  componentPages: PagesOption;
  /** The version's component page data folder (`<content>/data`: configurator.json, theme-colors.json …). */
  pageDataDir: string;
  /** The version's page data folder from the project root, for messages (`content/6.x/data`). */
  pageData: string;
  /** The example files its page data names (`<content>/examples`), and that folder from the project root. */
  examplesDir: string;
  examples: string;
  /** Its own screenshot scenes, from the project root, there or not (`content/6.x/screenshot-scenes.tsx`). */
  screenshotScenes: string;
  /** The version's screenshots folder under static/. */
  screenshotsDir: string;
  guideEditUrl: string;
  componentEditUrl: string;
  /** The library's type of its theme colours, as `file#TypeName` (`src/theme/types/color.ts#ThemeColors`). */
  themeColors: string;
  preview: DocsVersion['preview'];
  /** The guide on moving to this version (a doc id), and its breaking changes file as site.config.ts names it, read. */
  migration?: { guide: string; changesFile?: string; changes: BreakingChange[] };
}

const pagesMapSchema = z.record(z.string(), z.union([z.string(), z.record(z.string(), z.string())]), {
  error: 'expected an object of families.',
});

/**
 * A version's component pages map, checked, each page's source file found in `componentsDir`; a
 * mistake names the file (`shown`, from the project root) and the key.
 */
function readPagesMap(file: string, shown: string, componentsDir: string, root: string): PagesOption {
  const pages = readVersionFile(file, shown, pagesMapSchema);
  for (const [family, entry] of Object.entries(pages)) {
    const members = typeof entry === 'string' ? { '': entry } : entry;
    for (const [member, source] of Object.entries(members)) {
      const sourceFile = path.join(componentsDir, `${source}.tsx`);
      if (!fs.existsSync(sourceFile))
        throw new VersionFileError(
          shown,
          `"${member ? `${family}.${member}` : family}" is ${JSON.stringify(source)}, but the library has no ${path.relative(root, sourceFile)}; expected a source file under its src/components, without ".tsx".`,
        );
    }
  }
  return pages;
}

/** What a version's content folder holds: its guides and pages map must be there, the rest may not. */
export const VERSION_CONTENT = {
  guides: 'guides',
  componentPages: 'component-pages.json',
  pageData: 'data',
  examples: 'examples',
  screenshotScenes: 'screenshot-scenes.tsx',
} as const;

/**
 * Every configured docs version, resolved once with the config. A library, content folder, guides
 * folder, pages map or screenshots folder that is not there throws a SiteConfigError naming the
 * version's key and the missing path; a page whose source file the library lacks, a VersionFileError
 * naming the pages map and its key. `npm run screenshots`, which writes the screenshots folders,
 * finds the versions with `screenshotsMayBeMissing`.
 */
export function docVersionSources(
  config: SiteConfig,
  root = ROOT,
  { screenshotsMayBeMissing = false } = {},
): DocVersionSources[] {
  const resolved = resolveDocVersions(config.docs);
  return config.docs.versions.map((version, index) => {
    const key = (name: string) => `docs.versions[${index}].${name}`;
    const where = (relative: string) => path.resolve(root, relative);
    const componentsDir = where(`node_modules/${version.library}/src/components`);
    if (!fs.existsSync(componentsDir))
      throw new SiteConfigError(
        key('library'),
        `is ${JSON.stringify(version.library)}, but version ${JSON.stringify(version.name)} finds no ${path.relative(root, componentsDir)}: install the library under that name (an npm alias).`,
      );
    const content = version.content.replace(/\/+$/, '');
    /** A path in the version's content folder, from the project root; one that must be there throws if it is not. */
    const inContent = (part: string, required?: 'file' | 'folder') => {
      const relative = `${content}/${part}`;
      if (required && !fs.existsSync(where(relative)))
        throw new SiteConfigError(
          key('content'),
          `is ${JSON.stringify(version.content)}, but version ${JSON.stringify(version.name)} has no ${required} ${relative}.`,
        );
      return relative;
    };
    if (!fs.existsSync(where(content)))
      throw new SiteConfigError(
        key('content'),
        `is ${JSON.stringify(version.content)}, but version ${JSON.stringify(version.name)} has no such folder.`,
      );
    const pagesFile = inContent(VERSION_CONTENT.componentPages, 'file');
    const guidesDir = where(inContent(VERSION_CONTENT.guides, 'folder'));
    const componentPages = readPagesMap(where(pagesFile), pagesFile, componentsDir, root);
    const pageData = inContent(VERSION_CONTENT.pageData);
    const examples = inContent(VERSION_CONTENT.examples);
    // A version whose examples run in the page runs its home screen on the home page too.
    if (version.preview && !fs.existsSync(where(homeScreenSource(examples))))
      throw new SiteConfigError(
        key('preview'),
        `is set, so the home page runs version ${JSON.stringify(version.name)}'s screen, but there is no ${homeScreenSource(examples)}.`,
      );
    const screenshots = path.join('static', version.screenshots);
    if (!screenshotsMayBeMissing && !fs.existsSync(where(screenshots)))
      throw new SiteConfigError(
        key('screenshots'),
        `is ${JSON.stringify(version.screenshots)}, but version ${JSON.stringify(version.name)} has no folder ${screenshots}: \`npm run screenshots -- --version ${version.name}\` writes it (until then, an empty folder with a .gitkeep will do).`,
      );
    const changesFile = version.migration?.changes;
    if (changesFile && !fs.existsSync(where(changesFile)))
      throw new SiteConfigError(
        key('migration.changes'),
        `is ${JSON.stringify(changesFile)}, but version ${JSON.stringify(version.name)} has no such file.`,
      );
    return {
      ...resolved[index],
      library: version.library,
      componentsDir,
      guidesDir,
      componentPages,
      pageDataDir: where(pageData),
      pageData,
      examplesDir: where(examples),
      examples,
      screenshotScenes: inContent(VERSION_CONTENT.screenshotScenes),
      screenshotsDir: where(screenshots),
      guideEditUrl: version.guideEditUrl,
      componentEditUrl: version.componentEditUrl,
      themeColors: version.themeColors,
      preview: version.preview,
      migration: version.migration && {
        guide: version.migration.guide,
        changesFile,
        changes: changesFile ? readBreakingChanges(where(changesFile), changesFile) : [],
      },
    };
  });
}
