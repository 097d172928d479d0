import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import Seo from '../components/Seo';
import Icon from '../components/icons/Icon';
import DocPage, { type DocPageContext } from '../layout/DocPage/DocPage';
import { SHOWCASE_PATH } from '../shared/routes';
import { readableTextColor } from '../shared/color';
import { searchSkip } from '../shared/search-markup';
import { showcasePage } from '../shared/pages/showcase-page';
import './showcase.css';

/** Cards in the first row load their picture at once; the others when scrolled near. */
const FIRST_ROW = 4;

/**
 * The picture sharp made at build time, as plain HTML: AVIF and WebP sources, explicit size,
 * native lazy loading. Not gatsby-plugin-image's component, whose browser code (react-dom/server
 * among it) added 80 kB to the page's first load for what the browser does by itself.
 */
function Screenshot({ image, alt, eager }: { image: IGatsbyImageData; alt: string; eager: boolean }) {
  const { sources = [], fallback } = image.images;
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        className="showcase-card__screenshot"
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
    </picture>
  );
}

function AppCard({ app, eager }: { app: ShowcaseApp; eager: boolean }) {
  return (
    <li className="showcase-card">
      <div
        className="showcase-card__banner"
        {...searchSkip}
        style={{ backgroundColor: app.color, color: readableTextColor(app.color) }}
      >
        {app.screenshot ? (
          <Screenshot image={app.screenshot} alt={`Screenshot of ${app.name}`} eager={eager} />
        ) : (
          <span aria-hidden="true">{app.name.charAt(0)}</span>
        )}
      </div>
      <div className="showcase-card__body">
        <h2 className="showcase-card__name">{app.name}</h2>
        {app.note ? (
          <p className="showcase-card__note">{app.note}</p>
        ) : (
          <ul className="showcase-card__links" {...searchSkip}>
            {app.links.map((link) => (
              <li key={link.label}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${app.name} on ${link.label}`}
                >
                  <Icon name={link.icon} size={18} /> {link.label}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

type ShowcaseApp = ReturnType<typeof showcasePage>['apps'][number] & {
  color: string;
  screenshot: IGatsbyImageData | undefined;
};

export default function Showcase({ data, pageContext }: PageProps<Queries.ShowcasePageQuery, DocPageContext>) {
  const nodes = data.allShowcaseApp.nodes;
  const page = showcasePage(nodes);
  return (
    <DocPage
      title="Showcase"
      path={SHOWCASE_PATH}
      context={pageContext}
      toc={[]}
      lead={<p className="doc-content__lead">{page.lead}</p>}
    >
      <ul className="showcase-grid">
        {page.apps.map((app, i) => (
          <AppCard
            key={app.name}
            app={{
              ...app,
              color: nodes[i].color,
              screenshot: nodes[i].screenshot?.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined,
            }}
            eager={i < FIRST_ROW}
          />
        ))}
      </ul>
      <p>
        {page.closing.map((part, i) =>
          typeof part === 'string' ? (
            part
          ) : (
            <a key={i} href={part.to} target="_blank" rel="noopener noreferrer">
              {part.text}
            </a>
          ),
        )}
      </p>
    </DocPage>
  );
}

export const Head = ({ pageContext }: HeadProps<Queries.ShowcasePageQuery, DocPageContext>) => (
  <Seo
    title="Showcase"
    description="Apps made with React Native Paper, with links to their store pages and source."
    path={SHOWCASE_PATH}
    markdown={pageContext.markdown}
  />
);

export const query = graphql`
  query ShowcasePage {
    allShowcaseApp(sort: { order: ASC }) {
      nodes {
        name
        color
        screenshot {
          childImageSharp {
            # A phone's top 212 px at 120 px wide: the picture is cropped to the card's banner by sharp.
            gatsbyImageData(layout: FIXED, width: 120, height: 212, transformOptions: { cropFocus: NORTH })
          }
        }
        android
        ios
        github
      }
    }
  }
`;
