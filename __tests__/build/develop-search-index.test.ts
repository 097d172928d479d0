import fs from 'fs';
import path from 'path';
import { developSearchIndex, type GuideNode } from '../../gatsby/develop/search-index';
import { guideSlugFromFile } from '../../gatsby/sourcing/guide-nodes';
import { configuredBasePath } from '../../gatsby/config/base-path';
import { docVersions } from '../../gatsby/config/site-config';
import { docPath, guideDocId } from '../../src/shared/routes';
import { searchIndexPath, unpackIndex, type PackedIndex } from '../../src/shared/search/index-format';
import { PUBLIC_DIR } from '../helpers/built-site';

/** Each guide of a version as its Mdx node holds it: the body without front matter, the title, the page. */
function guideNodes(version: ReturnType<typeof docVersions>[number]): GuideNode[] {
  return fs
    .readdirSync(version.guidesDir)
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => {
      const source = fs.readFileSync(path.join(version.guidesDir, file), 'utf8');
      const [, frontMatter, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? ['', '', source];
      const title = /^title:\s*['"]?(.*?)['"]?$/m.exec(frontMatter)?.[1] ?? '';
      const slug = guideSlugFromFile(path.join(version.guidesDir, file));
      const pagePath = docPath(version.prefix, guideDocId(slug));
      return { body, frontmatter: { title }, fields: { path: pagePath, version: version.name } };
    });
}

/** Each page's sections (title and heading anchors) in an index, without the base path. */
function sectionsOf(index: PackedIndex, base: string): Map<string, string[]> {
  const pages = new Map<string, string[]>();
  for (const record of unpackIndex(index).records) {
    const url = record.url.startsWith(`${base}/`) ? record.url.slice(base.length) : record.url;
    const [page] = url.split('#');
    if (record.type !== 'content') pages.set(page, [...(pages.get(page) ?? []), `${record.type} ${url}`]);
  }
  return pages;
}

describe.each(docVersions().map((version) => [version.name, version] as const))(
  "gatsby develop's search index of %s",
  (_name, version) => {
    it("finds every guide's title and headings at the anchors the built pages give them", () => {
      const base = configuredBasePath();
      const built = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, searchIndexPath(version.prefix)), 'utf8'));
      const develop = developSearchIndex(guideNodes(version), version, PUBLIC_DIR, base);
      const builtSections = sectionsOf(built, base);
      const developSections = sectionsOf(develop, '');
      const guidePages = [...builtSections.keys()].filter((page) => page.includes('/guides/'));
      // Every guide of the version's folder, and the generated API changes page where it has one.
      expect(guidePages.length).toBeGreaterThanOrEqual(guideNodes(version).length);
      for (const page of builtSections.keys()) {
        expect([page, developSections.get(page)]).toEqual([page, builtSections.get(page)]);
      }
    });
  },
);
