import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { MDXProvider } from '@mdx-js/react';
import Seo from '../components/Seo';
import { mdxComponents } from '../components/mdx/components';
import DocPage, { type DocPageContext } from '../layout/DocPage/DocPage';
import { flattenToc, type MdxTocItem } from '../layout/TableOfContents/toc';

/** gatsby-plugin-mdx types `tableOfContents` as JSON; its shape is the plugin's (url, title, items). */
const tocItems = (json: Record<string, unknown> | null) => (json as { items?: MdxTocItem[] } | null)?.items;

export default function GuideTemplate({
  data,
  pageContext,
  children,
}: PageProps<Queries.GuidePageQuery, DocPageContext>) {
  const { frontmatter, fields, tableOfContents } = data.mdx!;
  return (
    <DocPage
      title={frontmatter.title}
      path={fields.path}
      context={pageContext}
      toc={flattenToc(tocItems(tableOfContents))}
    >
      <MDXProvider components={mdxComponents}>{children}</MDXProvider>
    </DocPage>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.GuidePageQuery, DocPageContext>) {
  const { frontmatter, fields } = data.mdx!;
  return (
    <Seo
      title={frontmatter.title}
      description={frontmatter.description ?? undefined}
      path={fields.path}
      markdown={pageContext.markdown}
    />
  );
}

export const query = graphql`
  query GuidePage($id: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        description
      }
      fields {
        path
      }
      tableOfContents(maxDepth: 3)
    }
  }
`;
