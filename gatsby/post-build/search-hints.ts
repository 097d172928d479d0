import { createEngine } from '../../src/shared/search/engine';
import { nameKey, namesIn, ownNamesOf, pageAndPropNames } from '../../src/shared/search/definitions';
import { headingOf, sectionsOf } from '../../src/shared/search/sections';
import { docTargetPath } from '../../src/shared/routes';
import type { DocVersionSources } from '../config/doc-versions';
import type { VersionFallbacks } from '../config/version-fallbacks';
import { VersionFileError } from '../config/site-config-error';
import type { SearchHints, SearchRecord } from '../../src/shared/search/types';

/**
 * Node side: what each version's search index knows beyond its pages (src/shared/search/types.ts
 * `SearchHints`): its migration guide, and where a name it dropped, or a name only another version
 * has, leads. A dropped name leads to the migration guide's section that names it in its heading, else
 * to its change's section, then to its replacement: a name (the section that defines it) or a doc target. Read from the version records, their breaking changes files and
 * content/version-fallbacks.json, and checked against the built pages: a name that leads nowhere
 * stops the build, naming the file and key.
 */

export interface VersionRecords {
  version: Pick<DocVersionSources, 'name' | 'prefix' | 'migration'>;
  records: SearchRecord[];
}

/** What one version's pages define and answer, for checking and resolving names. */
interface VersionLookup {
  source: VersionRecords;
  /** A doc target (`guides/migration#helpertext`) as the URL of its section, or undefined when the version has none. */
  sectionUrl: (target: string) => string | undefined;
  /** Whether a page or prop of the version has the name, in any case (`title` for `Title`), or exactly as written. */
  has: (name: string) => boolean;
  hasExactly: (name: string) => boolean;
  /** The URL of the first answer to a name that is a definition, or undefined. */
  definitionOf: (name: string) => string | undefined;
  titleAt: (docId: string) => string | undefined;
  migrationGuide: string | undefined;
  /**
   * The migration guide's section whose heading names `name` (`### FAB.Group`, `### Appbar.Content
   * subtitle is removed`), under the same h2 as the section about its change (`about`), if one does:
   * a heading elsewhere names it as a symptom (troubleshooting's "no exported member 'MD3LightTheme'").
   */
  migrationSectionNaming: (name: string, about: string) => string | undefined;
}

function lookupOf(source: VersionRecords, pathPrefix: string): VersionLookup {
  const { version, records } = source;
  const urls = new Set(records.map((record) => record.url));
  const urlOf = (target: string) => `${pathPrefix}${docTargetPath(version.prefix, target)}`;
  const sectionUrl = (target: string) => (urls.has(urlOf(target)) ? urlOf(target) : undefined);
  const migrationGuide = version.migration && sectionUrl(version.migration.guide);
  if (version.migration && !migrationGuide)
    throw new Error(
      `site.config.ts: version ${version.name}'s migration.guide is ${JSON.stringify(version.migration.guide)}, which is not a page of ${version.name}.`,
    );
  const sections = sectionsOf(records);
  const pagesAndProps = pageAndPropNames(sections);
  const ownNames = new Set(sections.flatMap(ownNamesOf));
  const engine = createEngine({ records, hints: { migrationGuide } });
  return {
    source,
    sectionUrl,
    migrationGuide,
    has: (name) => pagesAndProps.has(nameKey(name)),
    hasExactly: (name) => ownNames.has(name),
    definitionOf: (name) => {
      const [first] = engine.search(name, { asTyped: true }).matches;
      return first && first.defines > 0 ? first.section.url : undefined;
    },
    migrationSectionNaming: (name, about) => {
      const wanted = namesIn(name).map(nameKey);
      const part = sections.find((section) => section.url === about)?.records[0].hierarchy.lvl2;
      return sections.find((section) => {
        if (!migrationGuide || !section.url.startsWith(`${migrationGuide}#`)) return false;
        if (section.records[0].hierarchy.lvl2 !== part) return false;
        // Each of the name's words is a name in the heading, or a part of one (`Appbar` of `Appbar.Content`).
        const heading = namesIn(headingOf(section));
        const keys = new Set(heading.flatMap((word) => [nameKey(word), ...word.split('.').map(nameKey)]));
        return wanted.every((key) => keys.has(key));
      })?.url;
    },
    titleAt: (docId) => {
      const url = sectionUrl(docId);
      const page = url && sections.find((section) => section.url === url);
      return page ? ownNamesOf(page)[0] : undefined;
    },
  };
}

/** The version's own dropped names (its breaking changes' `names`): the section about each, then its replacement. */
function droppedNames(v: VersionLookup, moved: Record<string, string[]>) {
  const { name, migration } = v.source.version;
  if (!migration?.changesFile) return;
  const file = migration.changesFile;
  migration.changes.forEach((change, index) => {
    const section = v.sectionUrl(`${migration.guide}#${change.section}`);
    if (!section)
      throw new VersionFileError(
        file,
        `"[${index}].section" is "${change.section}", which is not a heading of ${migration.guide}.`,
      );
    for (const [old, now] of Object.entries(change.names ?? {})) {
      const key = `[${index}].names.${old}`;
      if (v.hasExactly(old))
        throw new VersionFileError(
          file,
          `"${key}": ${name} still has a page or prop named ${old}, so it is not a dropped name.`,
        );
      // `Title` is gone but `title` props are not: a hint for the word would send every search for them here.
      if (v.has(old)) continue;
      // A doc target (`guides/theming#shapes`) is taken as it is; a name leads to where it is defined.
      const replacement = now === null ? undefined : now.includes('/') ? v.sectionUrl(now) : v.definitionOf(now);
      if (now !== null && !replacement)
        throw new VersionFileError(
          file,
          `"${key}" is ${JSON.stringify(now)}, which ${now.includes('/') ? 'is not a section' : 'no page defines'} in ${name}.`,
        );
      const about = v.migrationSectionNaming(old, section) ?? section;
      moved[nameKey(old)] = replacement ? [about, replacement] : [about];
    }
  });
}

/** Component pages another version has and this one lacks: where content/version-fallbacks.json sends them, then what replaced them. */
function droppedPages(
  v: VersionLookup,
  others: VersionLookup[],
  fallbacks: VersionFallbacks,
  moved: Record<string, string[]>,
) {
  const own = fallbacks[v.source.version.name] ?? {};
  for (const [docId, target] of Object.entries(own)) {
    const title = others.map((other) => other.titleAt(docId)).find((t) => t !== undefined);
    const lead = v.sectionUrl(target);
    if (!title || !lead || v.has(title)) continue;
    // Another version's fallback to this page names the page that replaced it here (6.x FAB.Menu for FAB.Group).
    const replacements = others.flatMap((other) =>
      Object.entries(fallbacks[other.source.version.name] ?? {})
        .filter(([, otherTarget]) => otherTarget === docId)
        .flatMap(([replacement]) => v.sectionUrl(replacement) ?? []),
    );
    moved[nameKey(title)] ??= [lead, ...replacements];
  }
}

/** Names another version's breaking changes introduced: here they lead to what they replaced. */
function newerNames(v: VersionLookup, others: VersionLookup[], moved: Record<string, string[]>) {
  for (const other of others)
    for (const change of other.source.version.migration?.changes ?? [])
      for (const [old, now] of Object.entries(change.names ?? {})) {
        if (now === null || now.includes('/')) continue;
        const counterpart = v.definitionOf(old);
        // `TextInput supportingText` is asked for as `supportingText` too, where this version has no such prop.
        const asked = now.includes(' ') ? [now, now.split(' ').at(-1)!] : [now];
        if (counterpart) for (const name of asked) if (!v.has(name)) moved[nameKey(name)] ??= [counterpart];
      }
}

/** Each version's hints, by version name. */
export function searchHints(
  versions: VersionRecords[],
  fallbacks: VersionFallbacks,
  pathPrefix: string,
): Map<string, SearchHints> {
  const lookups = versions.map((source) => lookupOf(source, pathPrefix));
  return new Map(
    lookups.map((v) => {
      const others = lookups.filter((other) => other !== v);
      const moved: Record<string, string[]> = {};
      droppedNames(v, moved);
      droppedPages(v, others, fallbacks, moved);
      newerNames(v, others, moved);
      const hints: SearchHints = {};
      if (v.migrationGuide) hints.migrationGuide = v.migrationGuide;
      if (Object.keys(moved).length) hints.moved = moved;
      return [v.source.version.name, hints];
    }),
  );
}
