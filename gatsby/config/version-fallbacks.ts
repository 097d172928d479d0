import fs from 'fs';
import path from 'path';
import type { ParentSpanPluginArgs } from 'gatsby';
import { z } from 'zod';
import { fallbackMessage, firstProblem } from './schema-problem';
import { checkedSiteConfig, siteConfig } from './site-config';

/**
 * content/version-fallbacks.json: for each docs version, the page the version dropdown opens instead
 * of a page that version lacks. Read and checked once, when the build starts: a wrong value would
 * otherwise surface only when the navbar is resolved, minutes in, as a type error.
 */

export const VERSION_FALLBACKS_FILE = 'content/version-fallbacks.json';
const ROOT = path.resolve(__dirname, '..', '..');

const DOC_TARGET = 'expected a doc id such as "guides/migration#helpertext".';

const versionFallbacksSchema = z.record(
  z.string(),
  z.record(
    z.string(),
    z.string({ error: DOC_TARGET }).regex(/^[\w.-]+(\/[\w.-]+)*(#[\w-]+)?$/, { error: DOC_TARGET }),
    {
      error: 'expected an object of doc ids, each with the doc to open instead.',
    },
  ),
  { error: 'expected an object keyed by docs version, such as "6.x".' },
);

/** Version name -> doc id that version lacks -> the doc (and #anchor) of that version to open instead. */
export type VersionFallbacks = z.infer<typeof versionFallbacksSchema>;

/** The file's fallbacks, checked against its shape and the configured versions; a mistake throws, naming the key. */
export function parseVersionFallbacks(source: string, versions: readonly string[]): VersionFallbacks {
  let json: unknown;
  try {
    json = JSON.parse(source);
  } catch (error) {
    throw new Error(`${VERSION_FALLBACKS_FILE}: ${(error as Error).message}; expected valid JSON.`);
  }
  const result = versionFallbacksSchema.safeParse(json, { error: fallbackMessage });
  if (!result.success) {
    const { key, problem } = firstProblem(json, result.error.issues);
    throw new Error(`${VERSION_FALLBACKS_FILE}: "${key}" ${problem}`);
  }
  const unknown = Object.keys(result.data).find((version) => !versions.includes(version));
  if (unknown !== undefined)
    throw new Error(
      `${VERSION_FALLBACKS_FILE}: "${unknown}" names no docs version; expected one of site.config.ts's docs.versions: ${versions.map((name) => JSON.stringify(name)).join(', ')}.`,
    );
  return result.data;
}

let loaded: VersionFallbacks | undefined;

/** The checked fallbacks, read once; only inside Gatsby's APIs, after `onPreInit` passed. */
export function versionFallbacks(): VersionFallbacks {
  loaded ??= parseVersionFallbacks(
    fs.readFileSync(path.join(ROOT, VERSION_FALLBACKS_FILE), 'utf8'),
    siteConfig().docs.versions.map((version) => version.name),
  );
  return loaded;
}

/** Stops the build on a bad fallbacks file before any page is made (after the site config's own check). */
export function onPreInit({ reporter }: Pick<ParentSpanPluginArgs, 'reporter'>): void {
  if (checkedSiteConfig.error) return;
  try {
    versionFallbacks();
  } catch (error) {
    reporter.panic((error as Error).message);
  }
}
