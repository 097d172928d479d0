import type { CreatePagesArgs } from 'gatsby';

interface GuideNode {
  fields?: { path?: string; relativePath?: string };
}

/**
 * Guides that would be published at one address (`11-rtl.mdx` and `14-rtl.mdx` in one version):
 * one of them would silently not be published and the sidebar would list the other twice. Each
 * address claimed twice is one problem naming every file that claims it.
 */
export function duplicateGuideRoutes(guides: readonly GuideNode[]): string[] {
  const filesByPath = new Map<string, string[]>();
  for (const { fields } of guides) {
    if (!fields?.path || !fields.relativePath) continue;
    filesByPath.set(fields.path, [...(filesByPath.get(fields.path) ?? []), fields.relativePath]);
  }
  return [...filesByPath]
    .filter(([, files]) => files.length > 1)
    .map(([route, files]) => {
      const [first, ...others] = [...files].sort();
      return `${first}: is published at ${route}, and so is ${others.join(' and ')}; rename one of them (a guide's address is its file name without the number).`;
    });
}

/** The guides' duplicate addresses, with the other content problems createPages reports. */
export const checkGuideRoutes = ({ getNodesByType }: Pick<CreatePagesArgs, 'getNodesByType'>): string[] =>
  duplicateGuideRoutes(getNodesByType('Mdx') as GuideNode[]);
