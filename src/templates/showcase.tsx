import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import Seo from '../components/Seo';
import Icon from '../components/icons/Icon';
import DocPage, { type DocPageContext } from '../layout/DocPage/DocPage';
import { SHOWCASE_PATH } from '../shared/routes';
import { readableTextColor } from '../shared/color';
import { searchSkip } from '../shared/search-markup';
import './showcase.css';

type App = Queries.ShowcasePageQuery['allShowcaseApp']['nodes'][number];

const STORES = [
  { key: 'android', label: 'Google Play', icon: 'android' },
  { key: 'ios', label: 'App Store', icon: 'apple' },
  { key: 'github', label: 'Source', icon: 'github' },
] as const;

function AppCard({ app }: { app: App }) {
  const links = STORES.filter((store) => app[store.key]);
  return (
    <li className="showcase-card">
      <div className="showcase-card__banner" {...searchSkip} style={{ backgroundColor: app.color, color: readableTextColor(app.color) }} aria-hidden="true">
        {app.name.charAt(0)}
      </div>
      <div className="showcase-card__body">
        <h2 className="showcase-card__name">{app.name}</h2>
        {links.length > 0 ? (
          <ul className="showcase-card__links" {...searchSkip}>
            {links.map((store) => (
              <li key={store.key}>
                <a href={app[store.key] ?? undefined} target="_blank" rel="noopener noreferrer" aria-label={`${app.name} on ${store.label}`}>
                  <Icon name={store.icon} size={18} /> {store.label}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="showcase-card__note">No public store listing</p>
        )}
      </div>
    </li>
  );
}

export default function Showcase({ data, pageContext }: PageProps<Queries.ShowcasePageQuery, DocPageContext>) {
  const apps = data.allShowcaseApp.nodes;
  return (
    <DocPage
      title="Showcase"
      path={SHOWCASE_PATH}
      context={pageContext}
      toc={[]}
      markdown
      lead={<p className="doc-content__lead">{apps.length} apps built with React Native Paper, on the stores and in the open.</p>}
    >
      <ul className="showcase-grid">
        {apps.map((app) => (
          <AppCard key={app.name} app={app} />
        ))}
      </ul>
      <p>
        Built something with React Native Paper? Add it by opening a pull request on{' '}
        <a href="https://github.com/callstack/react-native-paper" target="_blank" rel="noopener noreferrer">
          the library’s repository
        </a>
        .
      </p>
    </DocPage>
  );
}

export const Head = (_: HeadProps<Queries.ShowcasePageQuery>) => (
  <Seo title="Showcase" description="Apps made with React Native Paper, with links to their store pages and source." path={SHOWCASE_PATH} markdown />
);

export const query = graphql`
  query ShowcasePage {
    allShowcaseApp(sort: { order: ASC }) {
      nodes {
        name
        color
        android
        ios
        github
      }
    }
  }
`;
