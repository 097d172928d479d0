import type { DocVersion } from '../../src/shared/doc-versions';
import { API_CHANGES_ID } from '../../src/shared/routes';
import { apiChangesSummary, apiChangesTitle } from '../../src/shared/pages/api-changes-page';
import { apiChangesContent } from '../page-markdown/api-changes-markdown';
import { comparedVersions } from '../config/compared-versions';
import { docOf, metaOf } from './doc-fields';
import type { PageKind } from './entry';

/** A compared version's API changes page: its key and route in that version (`/6.x/docs/guides/api-changes/`). */
export const apiChangesDoc = (version: Pick<DocVersion, 'name' | 'prefix'>) => docOf(version, API_CHANGES_ID);

/**
 * The API changes page of each version compared with the one before it (gatsby/schema/version-comparison.ts):
 * made from the comparison, not written; among its version's guides right after its migration guide.
 */
export const apiChanges: PageKind = {
  name: 'API changes',
  component: 'src/templates/api-changes.tsx',
  pages: ({ versions }) =>
    comparedVersions(versions).map(({ version, previous }) => ({
      owner: `the API changes page of ${version.name}`,
      path: apiChangesDoc(version).path,
      doc: apiChangesDoc(version),
      context: { from: previous.name },
    })),
  docs: {
    group: 0,
    list: ({ versions, guides }) =>
      comparedVersions(versions).flatMap(({ version, previous }) => {
        const migration = guides.find(
          ({ fields }) => fields.version === version.name && fields.localId === version.migration!.guide,
        );
        return migration
          ? [
              {
                ...metaOf(apiChangesDoc(version), apiChangesTitle(previous.name)),
                order: migration.frontmatter.order + 0.5,
              },
            ]
          : [];
      }),
  },
  listing: 'sidebars',
  markdown: (data) =>
    data.libraryChanges.map((library) => {
      const inVersion = (version: string) => data.allComponentDoc.nodes.filter((doc) => doc.version === version);
      return {
        doc: library,
        title: apiChangesTitle(library.from),
        summary: apiChangesSummary(library.from, library.version),
        content: (context) =>
          apiChangesContent({ newer: inVersion(library.version), older: inVersion(library.from), library }, context),
      };
    }),
  search: { area: 'Guides' },
  sitemap: true,
};
