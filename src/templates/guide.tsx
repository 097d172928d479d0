import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { MDXProvider } from '@mdx-js/react';
import Seo from '../components/Seo';
import { mdxComponents } from '../components/mdx/components';
import DocPage, { type DocPageContext } from '../layout/DocPage/DocPage';
import { flattenToc, type MdxTocItem } from '../layout/TableOfContents/toc';
import { guidePath } from '../lib/routes';

interface Data {
  mdx: {
    frontmatter: { title: string; description: string | null };
    fields: { slug: string };
    tableOfContents: { items?: MdxTocItem[] };
  };
}

export default function GuideTemplate({ data, pageContext, children }: PageProps<Data, DocPageContext>) {
  const { frontmatter, fields, tableOfContents } = data.mdx;
  return (
    <DocPage title={frontmatter.title} path={guidePath(fields.slug)} context={pageContext} toc={flattenToc(tableOfContents.items)} markdown>
      <MDXProvider components={mdxComponents}>{children}</MDXProvider>
    </DocPage>
  );
}

export const Head = ({ data }: HeadProps<Data>) => (
  <Seo title={data.mdx.frontmatter.title} description={data.mdx.frontmatter.description ?? undefined} path={guidePath(data.mdx.fields.slug)} markdown />
);

export const query = graphql`
  query GuidePage($id: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        description
      }
      fields {
        slug
      }
      tableOfContents(maxDepth: 3)
    }
  }
`;
