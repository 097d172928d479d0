import React, { Component, Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import type { GeneratedSchemes } from './scheme';

type PreviewComponent = React.ComponentType<{ schemes: GeneratedSchemes }>;

// react-native-paper and react-native-web are big: they live in their own chunk,
// fetched only when the preview mounts in a browser.
const loadPreview = () => lazy<PreviewComponent>(() => import(/* webpackChunkName: "theme-builder-preview" */ './PaperPreview'));

const Loading = () => (
  <div className="theme-builder__status" role="status">
    Loading the component preview…
  </div>
);

class PreviewErrorBoundary extends Component<{ onRetry: () => void; children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className="theme-builder__error" role="alert">
        <p className="theme-builder__error-title">The component preview could not be loaded.</p>
        <pre className="theme-builder__error-text">{error.message || String(error)}</pre>
        <button type="button" className="button button--tonal" onClick={this.props.onRetry}>
          Retry
        </button>
      </div>
    );
  }
}

/** The live Paper preview, rendered only in the browser (Paper needs `window`), with loading and error states. */
export default function PreviewLoader({ schemes }: { schemes: GeneratedSchemes }) {
  const [inBrowser, setInBrowser] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // A lazy component remembers a failed import, so each retry gets a fresh one.
  const [Preview, setPreview] = useState(() => loadPreview());
  useEffect(() => setInBrowser(true), []);

  if (!inBrowser) return <Loading />;
  const retry = () => {
    setPreview(() => loadPreview());
    setAttempt((n) => n + 1);
  };
  return (
    <PreviewErrorBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<Loading />}>
        <Preview schemes={schemes} />
      </Suspense>
    </PreviewErrorBoundary>
  );
}
