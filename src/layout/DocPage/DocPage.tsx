import React, { useEffect } from 'react';
import { writePreferredVersion } from '../../lib/preferred-version';
import Link from '../../components/Link';
import Icon from '../../components/icons/Icon';
import type { SidebarItem } from '../../shared/navigation';
import { SEARCHED_ARTICLE_CLASS } from '../../shared/search-markup';
import { useSidebar } from '../../config/useSidebars';
import DocSidebar from '../Sidebar/DocSidebar';
import TableOfContents from '../TableOfContents/TableOfContents';
import MarkdownActions from './MarkdownActions';
import VersionBanner from './VersionBanner';
import type { TocEntry } from '../TableOfContents/toc';
import './doc-page.css';

type SidebarLink = Extract<SidebarItem, { type: 'link' }>;

export interface DocPageContext {
  docId: string;
  /** The sidebar the page is listed in; its items come from `useSidebar`, shared by every page. */
  sidebarId: string | null;
  previous: SidebarLink | null;
  next: SidebarLink | null;
  editUrl?: string;
  /** Name of the docs version the page belongs to. */
  version?: string;
  /** The page has a markdown version (`markdownPath(path)`), which its kind writes (gatsby/page-kinds/): show the copy button and link. */
  markdown?: boolean;
}

interface Props {
  title: string;
  path: string;
  context: DocPageContext;
  toc: TocEntry[];
  /** Shown under the title. */
  lead?: React.ReactNode;
  children: React.ReactNode;
}

function Pager({ previous, next }: Pick<DocPageContext, 'previous' | 'next'>) {
  if (!previous && !next) return null;
  return (
    <nav className="pager" aria-label="Docs pages">
      {previous ? (
        <Link to={previous.href} className="pager__link pager__link--prev">
          <span className="pager__label">Previous</span>
          <span className="pager__title">« {previous.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link to={next.href} className="pager__link pager__link--next">
          <span className="pager__label">Next</span>
          <span className="pager__title">{next.label} »</span>
        </Link>
      )}
    </nav>
  );
}

/** Markdown versions are written after a build (gatsby/post-build/llms/): `gatsby develop` has none to link to. */
const HAS_MARKDOWN_FILES = process.env.NODE_ENV === 'production';

/**
 * A docs page: sidebar, article with title, table of contents, edit link, markdown actions and pager. A page with
 * neither sidebar nor contents (the showcase) takes the whole width.
 */
export default function DocPage({ title, path, context, toc, lead, children }: Props) {
  const markdown = Boolean(context.markdown) && HAS_MARKDOWN_FILES;
  useEffect(() => {
    if (context.version) writePreferredVersion(context.version);
  }, [context.version]);
  const sidebar = useSidebar(context.sidebarId);
  const sidebarLabel = sidebar ? `${sidebar.title} sidebar` : 'Docs';
  const wide = !sidebar && toc.length === 0;
  const modifier = wide ? ' doc-page--wide' : sidebar ? '' : ' doc-page--no-sidebar';
  return (
    <div className={`doc-page${modifier}`}>
      {sidebar && (
        <div className="doc-page__sidebar">
          <DocSidebar items={sidebar.items} currentPath={path} label={sidebarLabel} />
        </div>
      )}
      <div className="doc-page__main">
        <VersionBanner version={context.version} path={path} />
        <article className={SEARCHED_ARTICLE_CLASS}>
          <header>
            <h1 className="doc-content__title">{title}</h1>
            {lead}
          </header>
          <TableOfContents entries={toc} variant="inline" />
          {children}
        </article>
        <footer className="doc-page__footer">
          {(context.editUrl || markdown) && (
            <div className="doc-page__actions">
              {context.editUrl && (
                <a className="edit-this-page" href={context.editUrl} target="_blank" rel="noopener noreferrer">
                  <Icon name="edit" size={18} /> Edit this page
                </a>
              )}
              {markdown && <MarkdownActions path={path} />}
            </div>
          )}
          <Pager previous={context.previous} next={context.next} />
        </footer>
      </div>
      {!wide && (
        <div className="doc-page__toc">
          <TableOfContents entries={toc} variant="column" />
        </div>
      )}
    </div>
  );
}
