import React from 'react';
import { causeChain } from '../../lib/errors';
import './crash.css';

interface Props {
  /** Changing it (a new route) clears a crash. */
  resetKey: string;
  children: React.ReactNode;
}

interface State {
  error: unknown;
}

/** Catches a crash inside the page content; the navbar and footer around it keep working. */
export default class CrashBoundary extends React.Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidUpdate(previous: Props): void {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  render() {
    if (!this.state.error) return this.props.children;
    const [message, ...causes] = causeChain(this.state.error);
    return (
      <div className="crash" role="alert">
        <h1 className="crash__title">This page crashed.</h1>
        <p className="crash__message">{message}</p>
        {causes.length > 0 && (
          <ol className="crash__causes" aria-label="Caused by">
            {causes.map((cause, index) => (
              <li key={index}>Cause: {cause}</li>
            ))}
          </ol>
        )}
        <button type="button" className="button button--filled" onClick={() => this.setState({ error: null })}>
          Try again
        </button>
      </div>
    );
  }
}
