import React, { useMemo } from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import Seo from '../components/Seo';
import { useHydrated } from '../lib/useHydrated';
import BuiltHtml from '../components/BuiltHtml';
import Island from '../components/Island';
import LiveExample from '../components/LiveExample/LiveExample';
import ConfiguratorSection from '../components/Configurator/ConfiguratorSection';
import { starterFrom } from '../shared/configurator/starter-fields';
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
import PropChanges from '../components/PropChanges/PropChanges';
import InlineText from '../components/PropChanges/InlineText';
import { propChangeRows } from '../shared/pages/prop-changes';
import DocPage, { type DocPageContext } from '../layout/DocPage/DocPage';
import type { TocEntry } from '../layout/TableOfContents/toc';
import {
  alsoCalled,
  componentSections,
  type ComponentBlock,
  type ComponentSection,
} from '../shared/pages/component-page';
import type { Inline } from '../shared/pages/inline';
import { plainText } from '../shared/plain-text';
import { searchSkip } from '../shared/search-markup';
import { versionNamed } from '../shared/doc-versions';
import { useSiteConfig } from '../config/useSiteConfig';
import './component-doc.css';

type ComponentDoc = NonNullable<Queries.ComponentDocPageQuery['componentDoc']>;

const H2 = makeHeading(2);
const H3 = makeHeading(3);

/** Pages with more props than this get a filter box above them. */
const FILTER_FROM = 8;
const everyProp = () => true;

/** The page's sections with, under Props, the props the filter shows. */
function tocOf(
  sections: readonly ComponentSection[],
  doc: ComponentDoc,
  visible: (name: string) => boolean,
): TocEntry[] {
  return sections.flatMap((section) => [
    { id: section.id, title: section.title, level: 2 },
    ...(section.id === 'props'
      ? doc.props
          .filter((prop) => visible(prop.name))
          .map((prop) => ({ id: propAnchor(prop.name), title: prop.name, level: 3 }))
      : []),
    ...section.blocks.flatMap((block) =>
      block.kind === 'question' ? [{ id: block.anchor, title: block.question, level: 3 }] : [],
    ),
  ]);
}

function Sentence({ text }: { text: readonly Inline[] }) {
  return (
    <p>
      <InlineText parts={text} />
    </p>
  );
}

/**
 * Sections search leaves out: long lists of names (inherited props, type declarations, the changes
 * from the version before, whose names the props and the migration guide answer for), and the
 * configurator, which is the same on every page.
 */
const SKIPPED_BY_SEARCH = new Set(['inherited-props', 'types', 'changes', 'configurator']);

/**
 * Blocks a reader runs further down the page: their sections hydrate when they come near the viewport
 * or are used (Island). Usage hydrates with the page: its code is the page's largest paint, and an
 * island waking near the top would draw it again, moving Largest Contentful Paint after hydration.
 */
const RUNNABLE = new Set<ComponentBlock['kind']>(['configurator', 'example']);
const runs = (item: ComponentBlock, doc: ComponentDoc) =>
  RUNNABLE.has(item.kind) || (item.kind === 'question' && doc.commonQuestions[item.index].example !== null);
/** Blocks that hydrate with the page: usage (see above), and the props, for the filter box over them. */
const WITH_PAGE = new Set<ComponentBlock['kind']>(['usage', 'more-usage', 'props']);

interface SectionProps {
  section: ComponentSection;
  doc: ComponentDoc;
  /** The props the filter shows; undefined when it shows all. */
  shown: ((name: string) => boolean) | undefined;
  filterBox: React.ReactNode;
}

/** One section of the page model, drawn as HTML. */
function Section({ section, doc, shown, filterBox }: SectionProps) {
  /** What every example on the page shares: the docs version that runs it and the Snack's dependencies. */
  const exampleOf = {
    title: doc.title,
    version: doc.version,
    unavailable: doc.previewUnavailable,
    snackDependencies: doc.snackDependencies,
  };
  // Each block kind has its case: the return type leaves out `undefined`, so a kind without one fails to compile.
  const block = (item: ComponentBlock, key: number): React.ReactElement | null => {
    switch (item.kind) {
      case 'paragraph':
        return <Sentence key={key} text={item.text} />;
      case 'links':
        return item.summary ? (
          <details key={key} open>
            <summary>{item.summary}</summary>
            <LinkList links={item.links} />
          </details>
        ) : (
          <LinkList key={key} links={item.links} />
        );
      case 'usage':
        return doc.usage && doc.usageHtml ? (
          <React.Fragment key={key}>
            <LiveExample {...exampleOf} code={doc.usage} codeHtml={doc.usageHtml} compiled={doc.usageCompiled} />
            {/* How the example differs from the library's doc comment, from the version's example-fixes.json. */}
            {doc.usageNote && <p className="usage-note">{doc.usageNote}</p>}
          </React.Fragment>
        ) : null;
      case 'more-usage': {
        const example = doc.moreUsage[item.index];
        return (
          <React.Fragment key={key}>
            {example.introHtml && (
              <div className="usage-intro" dangerouslySetInnerHTML={{ __html: example.introHtml }} />
            )}
            <LiveExample {...exampleOf} code={example.code} codeHtml={example.codeHtml} compiled={example.compiled} />
          </React.Fragment>
        );
      }
      case 'configurator':
        // The section is there only when the page has a starting point.
        return (
          // Keyed by component, so an open configurator closes when the reader moves to another page.
          <ConfiguratorSection
            key={`${doc.title}-${key}`}
            version={doc.version}
            snackDependencies={doc.snackDependencies}
            title={doc.title}
            props={doc.props}
            types={doc.types}
            starter={starterFrom(doc.configurator.starter!)}
            colorRoles={doc.colorRoles}
          />
        );
      case 'example': {
        const example = doc.extendedExamples[item.index];
        return (
          <Tabs
            key={key}
            label={example.title}
            tabs={example.tabs.map((tab) => ({
              label: tab.label,
              content: <LiveExample {...exampleOf} code={tab.code} codeHtml={tab.codeHtml} compiled={tab.compiled} />,
            }))}
          />
        );
      }
      case 'props':
        return (
          <React.Fragment key={key}>
            {filterBox}
            <BuiltHtml id="prop-list" className="prop-list" keep={!shown}>
              <PropList props={doc.props} visible={shown} />
            </BuiltHtml>
          </React.Fragment>
        );
      case 'inherited-props':
        return <InheritedProps key={key} groupKeys={doc.inheritedPropGroupKeys} visible={shown} />;
      case 'types':
        return <TypeDefinitions key={key} types={doc.types} />;
      case 'theme-colors':
        return doc.themeColors ? <ThemeColorsTable key={key} component={doc.title} table={doc.themeColors} /> : null;
      case 'question': {
        const { example } = doc.commonQuestions[item.index];
        return (
          <React.Fragment key={key}>
            <H3 id={item.anchor}>{item.question}</H3>
            {item.answer.map((text, i) => (
              <Sentence key={i} text={text} />
            ))}
            {example && (
              <LiveExample {...exampleOf} code={example.code} codeHtml={example.codeHtml} compiled={example.compiled} />
            )}
          </React.Fragment>
        );
      }
      case 'prop-changes':
        return doc.changesFromPrevious ? (
          <PropChanges
            key={key}
            rows={propChangeRows(doc.changesFromPrevious)}
            from={doc.changesFromPrevious.from}
            version={doc.version}
          />
        ) : null;
    }
  };
  const attributes = {
    className: `doc-section doc-section--${section.id}`,
    ...(SKIPPED_BY_SEARCH.has(section.id) ? searchSkip : {}),
  };
  const content = (
    <>
      <H2 id={section.id}>{section.title}</H2>
      {section.blocks.map(block)}
    </>
  );
  if (section.blocks.some((item) => runs(item, doc)))
    return (
      <Island as="section" id={section.id} when="near" {...attributes}>
        {content}
      </Island>
    );
  // The props themselves stay the server's HTML (the 'props' block above).
  if (section.blocks.some((item) => WITH_PAGE.has(item.kind))) return <section {...attributes}>{content}</section>;
  // The prop filter narrows the inherited props too: React renders them once it is in use.
  const filtered = shown !== undefined && section.blocks.some((item) => item.kind === 'inherited-props');
  return (
    <BuiltHtml as="section" id={section.id} keep={!filtered} {...attributes}>
      {content}
    </BuiltHtml>
  );
}

export default function ComponentDocTemplate({
  data,
  pageContext,
}: PageProps<Queries.ComponentDocPageQuery, DocPageContext>) {
  const doc = data.componentDoc!;
  const { versions } = useSiteConfig();
  const version = versionNamed(versions, doc.version);
  const sections = useMemo(() => componentSections(doc, version), [doc, version]);
  const filter = usePropFilter(doc.props);
  // The filter needs JavaScript: without it, every prop shows and there is no box.
  const hydrated = useHydrated();
  const filterable = hydrated && doc.props.length > FILTER_FROM;
  const shown = filterable && filter.query ? filter.matches : undefined;
  const toc = useMemo(() => tocOf(sections, doc, shown ?? everyProp), [sections, doc, shown]);
  const filterBox = (
    <>
      {filterable && <PropFilter filter={filter} total={doc.props.length} component={doc.title} />}
      {shown && filter.count === 0 ? <NoMatchingProps filter={filter} /> : null}
    </>
  );
  return (
    <DocPage
      title={doc.title}
      path={doc.path}
      context={pageContext}
      toc={toc}
      lead={
        <>
          {doc.badges.map((badge) => (
            <span key={badge.text} className={`badge badge--${badge.kind}`} {...searchSkip}>
              {badge.text}
            </span>
          ))}
          <div className="doc-content__lead" dangerouslySetInnerHTML={{ __html: doc.descriptionHtml }} />
          {doc.otherNames.length > 0 && <p className="doc-content__also-called">{alsoCalled(doc.otherNames)}</p>}
          <ScreenshotTabs component={doc.title} shots={doc.screenshots} />
        </>
      }
    >
      {sections.map((section) => (
        <Section key={section.id} section={section} doc={doc} shown={shown} filterBox={filterBox} />
      ))}
    </DocPage>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.ComponentDocPageQuery, DocPageContext>) {
  const doc = data.componentDoc!;
  return (
    <Seo
      title={doc.title}
      description={plainText(doc.description.split('\n')[0])}
      path={doc.path}
      markdown={pageContext.markdown}
    />
  );
}

export const query = graphql`
  query ComponentDocPage($id: String!) {
    componentDoc(id: { eq: $id }) {
      ...ComponentPageFacts
      description
      descriptionHtml
      usageHtml
      usageCompiled
      usageNote
      moreUsage {
        code
        introHtml
        codeHtml
        compiled
      }
      previewUnavailable
      snackDependencies
      version
      badges {
        kind
        text
      }
      props {
        ...PropFields
      }
      types {
        ...TypeDefinitionFields
      }
      screenshots {
        ...ComponentLeadScreenshotFields
      }
      configurator {
        starter {
          values {
            prop
            text
            number
            flag
          }
          code {
            prop
            code
          }
          inside
        }
      }
      colorRoles
      themeColors {
        ...ThemeColorsFields
      }
      commonQuestions {
        example {
          codeHtml
          compiled
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
