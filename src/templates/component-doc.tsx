import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import Seo from '../components/Seo';
import CodeBlock from '../components/CodeBlock/CodeBlock';
import { makeHeading } from '../components/mdx/Heading';
import DocPage, { type DocPageContext } from '../layout/DocPage/DocPage';
import { docPath } from '../config/docs';
import './component-doc.css';

interface Prop {
  name: string;
  required: boolean;
  type: string;
  defaultValue: string | null;
  descriptionHtml: string;
}

interface Data {
  componentDoc: {
    title: string;
    docId: string;
    description: string;
    descriptionHtml: string;
    usageHtml: string | null;
    props: Prop[];
  };
}

const H2 = makeHeading(2);
const H3 = makeHeading(3);

const propId = (name: string) => `prop-${name}`;

function PropEntry({ prop }: { prop: Prop }) {
  return (
    <section className="prop">
      <H3 id={propId(prop.name)}>
        <code>{prop.name}</code>
        {prop.required && <span className="badge badge--required">Required</span>}
      </H3>
      <dl className="prop__facts">
        <dt>Type</dt>
        <dd>
          <code>{prop.type}</code>
        </dd>
        {prop.defaultValue !== null && (
          <>
            <dt>Default</dt>
            <dd>
              <code>{prop.defaultValue}</code>
            </dd>
          </>
        )}
      </dl>
      {prop.descriptionHtml && <div className="prop__description" dangerouslySetInnerHTML={{ __html: prop.descriptionHtml }} />}
    </section>
  );
}

export default function ComponentDocTemplate({ data, pageContext }: PageProps<Data, DocPageContext>) {
  const doc = data.componentDoc;
  const toc = [
    ...(doc.usageHtml ? [{ id: 'usage', title: 'Usage', level: 2 }] : []),
    { id: 'props', title: 'Props', level: 2 },
    ...doc.props.map((prop) => ({ id: propId(prop.name), title: prop.name, level: 3 })),
  ];
  return (
    <DocPage
      title={doc.title}
      path={docPath(doc.docId)}
      context={pageContext}
      toc={toc}
      lead={<div className="doc-content__lead" dangerouslySetInnerHTML={{ __html: doc.descriptionHtml }} />}
    >
      {doc.usageHtml && (
        <>
          <H2 id="usage">Usage</H2>
          <CodeBlock data-language="tsx">
            <code className="language-tsx" dangerouslySetInnerHTML={{ __html: doc.usageHtml }} />
          </CodeBlock>
        </>
      )}
      <H2 id="props">Props</H2>
      {doc.props.length === 0 ? <p>This component takes no props of its own.</p> : doc.props.map((prop) => <PropEntry key={prop.name} prop={prop} />)}
    </DocPage>
  );
}

export const Head = ({ data }: HeadProps<Data>) => (
  <Seo
    title={data.componentDoc.title}
    description={data.componentDoc.description.split('\n')[0]}
    path={docPath(data.componentDoc.docId)}
  />
);

export const query = graphql`
  query ComponentDocPage($id: String!) {
    componentDoc(id: { eq: $id }) {
      title
      docId
      description
      descriptionHtml
      usageHtml
      props {
        name
        required
        type
        defaultValue
        descriptionHtml
      }
    }
  }
`;
