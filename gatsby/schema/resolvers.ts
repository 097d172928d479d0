import type { GatsbyNode } from 'gatsby';
import { docVersions } from '../config/site-config';
import { pageDataFields, pageDataTypeResolvers } from '../page-data/registry';
import { componentReader } from './component-reader';
import { docCommentFields } from './doc-comment-fields';
import { environmentFields } from './environment-fields';
import { comparisonFields } from './comparison-fields';

/**
 * The fields Gatsby resolves at build time, by job: what the doc comments become (doc-comment-fields.ts),
 * the page data joined to each page (gatsby/page-data/), where its examples run (environment-fields.ts)
 * and what changed between versions (comparison-fields.ts).
 */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers, basePath }) => {
  const versions = docVersions();
  const components = componentReader();
  const docComments = docCommentFields(versions, basePath, components);
  const comparison = comparisonFields(versions, components);
  createResolvers({
    Query: { ...docComments.query, ...comparison.query },
    ComponentDoc: {
      ...docComments.componentDoc,
      ...comparison.componentDoc,
      ...environmentFields(versions),
      ...pageDataFields(),
    },
    ...docComments.types,
    ...pageDataTypeResolvers(),
  });
};
