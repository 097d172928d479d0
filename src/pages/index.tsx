import React from 'react';
import type { HeadProps } from 'gatsby';
import Link from '../components/Link';
import Seo from '../components/Seo';
import CodeBlock from '../components/CodeBlock/CodeBlock';
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

export default function Home() {
  return (
    <div className="home">
      <section className="hero">
        <div className="hero__inner">
          <p className="hero__eyebrow">React Native Paper 5</p>
          <h1 className="hero__title">Material Design for React Native</h1>
          <p className="hero__tagline">
            A library of customisable, production-ready components that follow Google’s Material Design, for apps on
            Android, iOS and the web.
          </p>
          <div className="hero__actions">
            <Link to="/docs/guides/getting-started/" className="button button--filled">
              Get started
            </Link>
            <Link to="/docs/components/ActivityIndicator/" className="button button--tonal">
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
    </div>
  );
}

export const Head = (_: HeadProps) => <Seo path="/" description="React Native Paper: Material Design components for React Native apps on Android, iOS and the web." />;
