import React from 'react';
import { graphql, withPrefix, type HeadProps, type PageProps } from 'gatsby';
import Link from '../components/Link';
import Seo from '../components/Seo';
import { useSiteConfig } from '../config/useSiteConfig';
import { lastVersionOf } from '../shared/doc-versions';
import CodeBlock from '../components/CodeBlock/CodeBlock';
import HomeScreen from '../components/HomeScreen/HomeScreen';
import { componentPath, guidePath } from '../shared/routes';
import './index.css';

const FEATURES = [
  {
    title: 'Material You, ready to use',
    text: 'Buttons, cards, dialogs, text fields and more than thirty other components follow the Material Design 3 guidelines out of the box.',
  },
  {
    title: 'Themes you control',
    text: 'Light and dark themes come built in. Change colours, fonts and roundness in one theme object, or override a single component.',
  },
  {
    title: 'Android, iOS and the web',
    text: 'One code base renders natively on phones and through react-native-web in the browser, with accessibility props passed through.',
  },
];

type GalleryComponent = Queries.HomePageQuery['allComponentDoc']['nodes'][number];

function Gallery({ components }: { components: readonly GalleryComponent[] }) {
  // The version served at /docs/, whose pages the home page's links open.
  const last = lastVersionOf(useSiteConfig().versions);
  const shown = components.filter((component) => component.version === last.name && component.screenshots.length > 0);
  return (
    <section className="gallery" aria-labelledby="gallery-title">
      <h2 id="gallery-title" className="gallery__title">
        A look at the components
      </h2>
      <ul className="gallery__grid">
        {shown.map((component) => {
          const shot = component.screenshots[0];
          return (
            <li key={component.title}>
              <Link to={component.path} className="gallery__card">
                <span className="gallery__image">
                  {(['light', 'dark'] as const).map((mode) => (
                    <img
                      key={mode}
                      className={`only-${mode}`}
                      src={withPrefix(shot[mode].src)}
                      width={shot.light.width}
                      height={shot.light.height}
                      alt=""
                      loading="lazy"
                    />
                  ))}
                </span>
                <span className="gallery__name">{component.title}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      <p className="gallery__more">
        <Link to={componentPath('ActivityIndicator')}>All components</Link>
      </p>
    </section>
  );
}

export default function Home({ data }: PageProps<Queries.HomePageQuery>) {
  const current = lastVersionOf(useSiteConfig().versions);
  return (
    <div className="home">
      <section className="hero">
        <div className="hero__inner">
          <p className="hero__eyebrow">React Native Paper {current.label}</p>
          <h1 className="hero__title">Material Design for React Native</h1>
          <p className="hero__tagline">
            A library of customisable, production-ready components that follow Google’s Material Design, for apps on
            Android, iOS and the web.
          </p>
          <div className="hero__actions">
            <Link to={guidePath('getting-started')} className="button button--filled">
              Get started
            </Link>
            <Link to={componentPath('ActivityIndicator')} className="button button--tonal">
              Components
            </Link>
          </div>
          <div className="hero__install">
            <CodeBlock data-language="bash" data-title="Install">
              <code>npm install react-native-paper react-native-safe-area-context</code>
            </CodeBlock>
          </div>
        </div>
      </section>
      <section className="features" aria-label="Highlights">
        {FEATURES.map((feature) => (
          <div key={feature.title} className="feature">
            <h2 className="feature__title">{feature.title}</h2>
            <p>{feature.text}</p>
          </div>
        ))}
      </section>
      <HomeScreen />
      <Gallery components={data.allComponentDoc.nodes} />
    </div>
  );
}

export const query = graphql`
  query HomePage {
    # The components shown on the home page, in the reference's order.
    allComponentDoc(
      filter: {
        title: { in: ["Button", "Card", "Chip", "FAB", "SegmentedButtons", "Searchbar", "Switch", "TextInput"] }
      }
      sort: { order: ASC }
    ) {
      nodes {
        title
        path
        version
        screenshots {
          ...ComponentScreenshotFields
        }
      }
    }
  }
`;

export const Head = (_: HeadProps) => (
  <Seo
    path="/"
    description="React Native Paper: Material Design components for React Native apps on Android, iOS and the web."
  />
);
