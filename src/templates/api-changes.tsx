import React, { useEffect, useMemo, useState } from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import Seo from '../components/Seo';
import DocPage, { type DocPageContext } from '../layout/DocPage/DocPage';
import InlineText from '../components/PropChanges/InlineText';
import PropChanges from '../components/PropChanges/PropChanges';
import ApiChangesFilter from '../components/ApiChanges/ApiChangesFilter';
import { searchSkip } from '../shared/search-markup';
import {
  apiChangesPage,
  apiChangesSummary,
  changeCount,
  countSentence,
  filterFromSearch,
  filterSections,
  searchOfFilter,
  type ApiChangeSection,
  type ApiChangesData,
  type ApiChangesFilter as Filter,
} from '../shared/pages/api-changes-page';

type Context = DocPageContext & { from: string };

const pageData = (data: Queries.ApiChangesPageQuery): ApiChangesData => ({
  newer: data.newer.nodes,
  older: data.older.nodes,
  library: data.libraryChanges[0],
});

function Section({ section, from, version }: { section: ApiChangeSection; from: string; version: string }) {
  const table = (group: ApiChangeSection['groups'][number]) =>
    group.rows.length > 0 && (
      <PropChanges
        rows={group.rows}
        from={from}
        version={version}
        nameHeader={section.nameHeader}
        showValues={section.showValues}
      />
    );
  return (
    <section>
      <h2 id={section.id}>{section.title}</h2>
      <p>{section.intro}</p>
      {section.groups.length === 0 && <p className="api-changes-empty">No change here matches the filter.</p>}
      {section.grouped
        ? section.groups.map((group) => (
            <React.Fragment key={group.id}>
              <h3 id={group.id}>{group.title}</h3>
              <p className="api-changes-group__status">
                <InlineText parts={group.status} />
              </p>
              {table(group)}
            </React.Fragment>
          ))
        : section.groups.map((group) => <React.Fragment key={group.id}>{table(group)}</React.Fragment>)}
    </section>
  );
}

/** Every API change between a version and the one before it, by component, with a filter by name and kind. */
export default function ApiChangesTemplate({ data, pageContext }: PageProps<Queries.ApiChangesPageQuery, Context>) {
  const page = useMemo(() => apiChangesPage(pageData(data)), [data]);
  const [filter, setFilter] = useState<Filter>({ text: '', kind: 'all' });
  useEffect(() => setFilter(filterFromSearch(window.location.search)), []);
  const sections = useMemo(() => filterSections(page.sections, filter), [page, filter]);
  const change = (next: Filter) => {
    setFilter(next);
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, '', pathname + searchOfFilter(next) + hash);
  };
  const toc = [
    ...page.sections.map((section) => ({ id: section.id, title: section.title, level: 2 })),
    { id: 'unchanged', title: 'Unchanged components', level: 2 },
  ];
  return (
    <DocPage
      title={page.title}
      path={data.libraryChanges[0].path}
      context={pageContext}
      toc={toc}
      lead={
        <p className="doc-content__lead">
          <InlineText parts={page.lead} />
        </p>
      }
    >
      <ApiChangesFilter
        filter={filter}
        onChange={change}
        count={countSentence(changeCount(sections), changeCount(page.sections))}
      />
      <div {...searchSkip}>
        {sections.map((section) => (
          <Section key={section.id} section={section} from={page.from} version={page.version} />
        ))}
        <h2 id="unchanged">Unchanged components</h2>
        <p>
          <InlineText parts={page.unchanged} />
        </p>
      </div>
    </DocPage>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.ApiChangesPageQuery, Context>) {
  const page = apiChangesPage(pageData(data));
  return (
    <Seo
      title={page.title}
      description={apiChangesSummary(page.from, page.version)}
      path={data.libraryChanges[0].path}
      markdown={pageContext.markdown}
    />
  );
}

export const query = graphql`
  query ApiChangesPage($version: String!, $from: String!) {
    newer: allComponentDoc(filter: { version: { eq: $version } }, sort: { order: ASC }) {
      nodes {
        title
        path
        changesFromPrevious {
          ...ComponentChangesFacts
        }
      }
    }
    older: allComponentDoc(filter: { version: { eq: $from } }, sort: { order: ASC }) {
      nodes {
        title
        path
        inNextVersion {
          path
          movedTo
          replacement
        }
      }
    }
    libraryChanges(version: $version) {
      ...LibraryChangesFacts
    }
  }
`;
