import React from 'react';
import { isChunkLoadError } from '../../lib/chunk-load-error';

interface Props {
  /** What shows instead of the children once their code failed to download. */
  fallback: React.ReactNode;
  children: React.ReactNode;
}

/**
 * Around a `React.lazy` component: a chunk that did not download (offline, say) shows `fallback`
 * in its place and the rest of the page stays. Any other error is a bug and goes on to the page's
 * crash boundary. Give it a new `key` to try again.
 */
export default class ChunkErrorBoundary extends React.Component<Props, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!isChunkLoadError(error)) throw error;
    return this.props.fallback;
  }
}
