import path from 'path';
import type { ParentSpanPluginArgs } from 'gatsby';
import { versionNamed } from '../../src/shared/doc-versions';
import { docVersions } from '../config/site-config';

/**
 * The file each guide and component page is written from, by the page's path, from the project root:
 * the guide's MDX file, or the library source whose doc comments make the component page.
 */
export function pageSourcesOf(getNodesByType: ParentSpanPluginArgs['getNodesByType']): Map<string, string> {
  const sources = new Map<string, string>();
  for (const node of getNodesByType('Mdx')) {
    const { fields } = node as unknown as { fields?: { path?: string; relativePath?: string } };
    if (fields?.path && fields.relativePath) sources.set(fields.path, fields.relativePath);
  }
  for (const node of getNodesByType('ComponentDoc')) {
    const doc = node as unknown as { path: string; version: string; sourcePath: string };
    const { componentsDir } = versionNamed(docVersions(), doc.version);
    sources.set(doc.path, path.relative(process.cwd(), path.join(componentsDir, doc.sourcePath)));
  }
  return sources;
}
