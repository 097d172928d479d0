import type { Root } from 'mdast';
import { visit } from './unified-stack';
import { versionLink } from './version-links';
import { guideVersionOf } from '../config/guide-version';
import { docVersions } from '../config/site-config';

/** Each docs link in a guide, led to its page in the guide's own version (or the one it names): version-links.ts. */
export default function remarkVersionLinks() {
  return (tree: Root, file: { path?: string }): void => {
    if (!file.path) return;
    const own = guideVersionOf(file.path);
    const versions = docVersions();
    visit(tree, (node) => {
      if (node.type === 'link' || node.type === 'definition') node.url = versionLink(node.url, own, versions);
    });
  };
}
