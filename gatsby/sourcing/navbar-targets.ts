import type { CreatePagesArgs } from 'gatsby';
import { resolveNavbar } from '../config/navbar';
import { resolveSidebars } from '../config/sidebars';
import { versionRecords } from '../config/version-records';
import { versionFallbacks } from '../config/version-fallbacks';
import { docVersions, siteConfig } from '../config/site-config';
import { docsOf } from '../page-kinds/docs-registry';
import type { ComponentDocNodeLike, GuideNodeLike } from '../page-kinds/entry';

/**
 * The pages the navbar's version switch opens (each version's main doc, content/version-fallbacks.json's
 * targets) must be docs of their version. Checked right after sourcing with the other content problems,
 * naming the file and key, rather than when a page's query first resolves the navbar.
 */
export function checkNavbarTargets({ getNodesByType }: Pick<CreatePagesArgs, 'getNodesByType'>): string[] {
  const docs = docsOf({
    versions: docVersions(),
    guides: getNodesByType('Mdx') as unknown as GuideNodeLike[],
    components: getNodesByType('ComponentDoc') as unknown as ComponentDocNodeLike[],
  });
  try {
    versionRecords(docVersions(), docs, versionFallbacks());
    resolveNavbar(siteConfig(), docVersions(), resolveSidebars(siteConfig(), docVersions(), docs), docs);
    return [];
  } catch (error) {
    return [(error as Error).message];
  }
}
