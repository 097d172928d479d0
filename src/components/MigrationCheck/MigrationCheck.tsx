import React, { useId, useState } from 'react';
import Link, { withoutPrefix } from '../Link';
import { useSiteConfig } from '../../config/useSiteConfig';
import { versionOfPage } from '../../shared/version-switch';
import { docTargetPath } from '../../shared/routes';
import type { CheckAnswer, SourceFile } from './protocol';
import { CheckStopped, MAX_BYTES, runCheck, TIME_LIMIT_MS } from './run-check';
import './migration-check.css';

type State =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'done'; answer: CheckAnswer }
  | { status: 'refused'; message: string };

const PASTED = 'Pasted code.tsx';

/** The findings of one file: each at its line and column, with what replaces it and the guide's section. */
function FileResult({ name, result, pathOf }: CheckAnswer[number] & { pathOf: (target: string) => string }) {
  return (
    <li className="migration-check__file">
      <p className="migration-check__file-name">{name}</p>
      {'error' in result ? (
        <p className="migration-check__error">
          <code>
            {result.error.line}:{result.error.column}
          </code>{' '}
          This file could not be read as code: {result.error.message}
        </p>
      ) : result.findings.length === 0 ? (
        <p>No name that changed in this version.</p>
      ) : (
        <ul className="migration-check__findings">
          {result.findings.map((finding, i) => (
            <li key={i}>
              <code>
                {finding.line}:{finding.column}
              </code>{' '}
              <code>{finding.old}</code> → {finding.replacement ? <code>{finding.replacement}</code> : 'removed'} (
              <Link to={pathOf(finding.link)}>how to move</Link>)
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** Paste code or choose files: each use of a Paper name that changed, found in a worker on the reader's machine. */
export default function MigrationCheck() {
  const { versions } = useSiteConfig();
  const id = useId();
  const [code, setCode] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [state, setState] = useState<State>({ status: 'idle' });
  // The version of the page this check is on: its rules, and its links.
  const version = versionOfPage(versions, withoutPrefix(window.location.pathname));
  // The version compared with this one: the code a reader moves from is written for it.
  const { from, rules } = __MIGRATION_RULES__[version.name] ?? { from: undefined, rules: [] };
  const pathOf = (target: string) => docTargetPath(version.prefix, target);

  const check = async () => {
    const sources: SourceFile[] = [
      ...(code.trim() ? [{ name: PASTED, code }] : []),
      ...(await Promise.all(files.map(async (file) => ({ name: file.name, code: await file.text() })))),
    ];
    const size = sources.reduce((total, source) => total + source.code.length, 0);
    if (sources.length === 0) return setState({ status: 'refused', message: 'Paste some code or choose files first.' });
    if (size > MAX_BYTES)
      return setState({
        status: 'refused',
        message: `That is ${(size / 1e6).toFixed(1)} MB of code; the page checks up to ${MAX_BYTES / 1e6} MB at once. Check a whole project from the command line instead.`,
      });
    setState({ status: 'checking' });
    try {
      setState({ status: 'done', answer: await runCheck(sources, rules) });
    } catch (error) {
      setState({
        status: 'refused',
        message:
          error instanceof CheckStopped
            ? `The check took more than ${TIME_LIMIT_MS / 1000} seconds and was stopped.`
            : `The check could not run: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  };

  const found =
    state.status === 'done'
      ? state.answer.reduce((n, { result }) => n + ('findings' in result ? result.findings.length : 0), 0)
      : 0;
  return (
    <div className="migration-check">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void check();
        }}
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => {
          event.preventDefault();
          setFiles([...event.dataTransfer.files]);
        }}
      >
        <label htmlFor={`${id}-code`}>{from ? `Your ${from} code` : 'Your code'}</label>
        <textarea
          id={`${id}-code`}
          className="migration-check__code"
          rows={8}
          spellCheck={false}
          placeholder="import { FAB } from 'react-native-paper';"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        <div className="migration-check__actions">
          <label className="migration-check__files">
            Or choose files (.tsx, .ts, .jsx, .js), or drop them here
            <input
              type="file"
              multiple
              accept=".tsx,.ts,.jsx,.js"
              onChange={(event) => setFiles([...(event.currentTarget.files ?? [])])}
            />
          </label>
          <button type="submit" className="button button--filled" disabled={state.status === 'checking'}>
            Check
          </button>
        </div>
        <p className="migration-check__note">It runs in your browser: nothing is uploaded.</p>
      </form>
      <div role="status" aria-live="polite" className="migration-check__status">
        {state.status === 'checking' && 'Checking…'}
        {state.status === 'refused' && state.message}
        {state.status === 'done' &&
          (found === 1 ? '1 use of a name that changed.' : `${found} uses of names that changed.`)}
      </div>
      {state.status === 'done' && (
        <ol className="migration-check__results">
          {state.answer.map((file, i) => (
            <FileResult key={i} {...file} pathOf={pathOf} />
          ))}
        </ol>
      )}
    </div>
  );
}
