import React, { useMemo } from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import Seo from '../components/Seo';
import { useHydrated } from '../lib/useHydrated';
import Link from '../components/Link';
import LiveExample from '../components/LiveExample/LiveExample';
import LinkList from '../components/LinkList';
import Tabs from '../components/Tabs/Tabs';
import { makeHeading } from '../components/mdx/Heading';
import PropList, { propAnchor } from '../components/PropList/PropList';
import PropFilter, { NoMatchingProps } from '../components/PropList/PropFilter';
import InheritedProps from '../components/PropList/InheritedProps';
import TypeDefinitions from '../components/PropList/TypeDefinitions';
import { usePropFilter } from '../components/PropList/use-prop-filter';
import ScreenshotTabs from '../components/ScreenshotTabs/ScreenshotTabs';
import ThemeColorsTable from '../components/ThemeColorsTable/ThemeColorsTable';
import DocPage, { type DocPageContext } from '../layout/DocPage/DocPage';
import type { TocEntry } from '../layout/TableOfContents/toc';
import { docPath, guidePath } from '../shared/routes';
import { plainText } from '../shared/plain-text';
import { searchSkip } from '../shared/search-markup';
import './component-doc.css';

type ComponentDoc = NonNullable<Queries.ComponentDocPageQuery['componentDoc']>;

const H2 = makeHeading(2);

/** Pages with more props than this get a filter box above them. */
const FILTER_FROM = 8;
const everyProp = () => true;

function tocOf(doc: ComponentDoc, visible: (name: string) => boolean): TocEntry[] {
  const section = (id: string, title: string, shown: unknown): TocEntry[] => (shown ? [{ id, title, level: 2 }] : []);
  return [
    ...section('usage', 'Usage', doc.usageHtml),
    ...doc.extendedExamples.map((example, i) => ({ id: `example-${i}`, title: example.title, level: 2 })),
    { id: 'props', title: 'Props', level: 2 },
    ...doc.props.filter((prop) => visible(prop.name)).map((prop) => ({ id: propAnchor(prop.name), title: prop.name, level: 3 })),
    ...section('inherited-props', 'Inherited props', doc.inheritedPropGroupKeys.length),
    ...section('types', 'Types', doc.types.length),
    ...section('more-examples', 'More examples', doc.moreExamples),
    ...section('theme-colors', 'Theme colors', doc.themeColors),
    ...section('known-issues', 'Known issues', doc.knownIssues),
  ];
}

export default function ComponentDocTemplate({ data, pageContext }: PageProps<Queries.ComponentDocPageQuery, DocPageContext>) {
  const doc = data.componentDoc!;
  const extended = doc.extendsLink;
  const filter = usePropFilter(doc.props);
  // The filter needs JavaScript: without it, every prop shows and there is no box.
  const hydrated = useHydrated();
  const filterable = hydrated && doc.props.length > FILTER_FROM;
  const shown = filterable && filter.query ? filter.matches : undefined;
  const toc = useMemo(() => tocOf(doc, shown ?? everyProp), [doc, shown]);
  return (
    <DocPage
      title={doc.title}
      path={docPath(doc.docId)}
      context={pageContext}
      toc={toc}
      markdown
      lead={
        <>
          {doc.badges.map((badge) => (
            <span key={badge.text} className={`badge badge--${badge.kind}`} {...searchSkip}>
              {badge.text}
            </span>
          ))}
          <div className="doc-content__lead" dangerouslySetInnerHTML={{ __html: doc.descriptionHtml }} />
          <ScreenshotTabs component={doc.title} shots={doc.screenshots} />
        </>
      }
    >
      {doc.usage && doc.usageHtml && (
        <>
          <H2 id="usage">Usage</H2>
          <LiveExample title={doc.title} code={doc.usage} codeHtml={doc.usageHtml} compiled={doc.usageCompiled} />
        </>
      )}
      {doc.extendedExamples.map((example, i) => (
        <section key={example.title}>
          <H2 id={`example-${i}`}>{example.title}</H2>
          {example.description && <p>{example.description}</p>}
          <Tabs
            label={example.title}
            tabs={example.tabs.map((tab) => ({
              label: tab.label,
              content: <LiveExample title={doc.title} code={tab.code} codeHtml={tab.codeHtml} compiled={tab.compiled} />,
            }))}
          />
        </section>
      ))}
      <H2 id="props">Props</H2>
      {extended && (
        <p className="extends">
          {doc.title} also accepts the props of{' '}
          <Link to={extended.to}>{extended.label}</Link>
          {extended.external ? ' (React Native documentation)' : ''}.
        </p>
      )}
      {filterable && <PropFilter filter={filter} total={doc.props.length} component={doc.title} />}
      {shown && filter.count === 0 ? <NoMatchingProps filter={filter} /> : null}
      <PropList props={doc.props} visible={shown} />
      {doc.inheritedPropGroupKeys.length > 0 && (
        <section className="inherited-props" {...searchSkip}>
          <H2 id="inherited-props">Inherited props</H2>
          <p>
            {doc.title} also accepts the props of what it is built on. Each name links to where it is documented.
          </p>
          <InheritedProps groupKeys={doc.inheritedPropGroupKeys} visible={shown} />
        </section>
      )}
      {doc.types.length > 0 && (
        <section className="type-definitions" {...searchSkip}>
          <H2 id="types">Types</H2>
          <p>The library types named above, as the library declares them.</p>
          <TypeDefinitions types={doc.types} />
        </section>
      )}
      {doc.moreExamples && (
        <>
          <H2 id="more-examples">More examples</H2>
          <details className="more-examples" open>
            <summary>
              {doc.moreExamples.links.length} runnable example{doc.moreExamples.links.length === 1 ? '' : 's'} on Expo Snack
            </summary>
            <LinkList links={doc.moreExamples.links} />
          </details>
        </>
      )}
      {doc.themeColors && (
        <>
          <H2 id="theme-colors">Theme colors</H2>
          <p>
            The colours {doc.title} takes from the theme. Override them by passing your own values, or change the theme as
            described in <Link to={guidePath('theming')}>Theming</Link>.
          </p>
          <ThemeColorsTable component={doc.title} table={doc.themeColors} />
        </>
      )}
      {doc.knownIssues && (
        <>
          <H2 id="known-issues">Known issues</H2>
          <LinkList links={doc.knownIssues.links} className="known-issues" />
        </>
      )}
    </DocPage>
  );
}

export function Head({ data }: HeadProps<Queries.ComponentDocPageQuery>) {
  const doc = data.componentDoc!;
  return <Seo title={doc.title} description={plainText(doc.description.split('\n')[0])} path={docPath(doc.docId)} markdown />;
}

export const query = graphql`
  query ComponentDocPage($id: String!) {
    componentDoc(id: { eq: $id }) {
      title
      docId
      description
      descriptionHtml
      usage
      usageHtml
      usageCompiled
      badges {
        kind
        text
      }
      extendsLink {
        to
        label
        external
      }
      props {
        ...PropFields
      }
      inheritedPropGroupKeys
      types {
        ...TypeDefinitionFields
      }
      screenshots {
        ...ComponentScreenshotFields
      }
      themeColors {
        ...ThemeColorsFields
      }
      moreExamples {
        links {
          title
          url
        }
      }
      knownIssues {
        links {
          title
          url
        }
      }
      extendedExamples {
        title
        description
        tabs {
          label
          code
          codeHtml
          compiled
        }
      }
    }
  }
`;
