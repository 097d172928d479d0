import React, { useId, useState } from 'react';
import Link, { withoutPrefix } from '../Link';
import { useSiteConfig } from '../../config/useSiteConfig';
import { versionOfPage } from '../../shared/version-switch';
import { docTargetPath } from '../../shared/routes';
import { SOURCE_EXTENSIONS } from '../../shared/migration/source-files';
import type { CheckAnswer, SourceFile } from './protocol';
import FixedCode from './FixedCode';
import { CheckStopped, MAX_BYTES, runCheck, TIME_LIMIT_MS } from './run-check';
import './migration-check.css';

/** A file's answer: the worker's, or why the page could not read it. */
type FileAnswer = CheckAnswer[number] | { name: string; unreadable: string };

type State =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'done'; answer: FileAnswer[] }
  | { status: 'refused'; message: string };

const PASTED = 'Pasted code.tsx';
/** The most findings drawn at once: more would hold up the page; the command line lists them all. */
const MAX_SHOWN = 500;

const bytes = (n: number) => `${n.toLocaleString('en')} bytes`;

/** Each chosen file read again now (it may have changed since it was chosen), or why it could not be. */
const readFiles = (files: File[]) =>
  Promise.all(
    files.map((file) =>
      file.text().then(
        (code) => ({ name: file.name, code }),
        () => ({
          name: file.name,
          unreadable: 'It changed or was removed after you chose it. Choose it again to check it as it is now.',
        }),
      ),
    ),
  );

/** The findings of one file, as many as `shown` of them: each at its line and column, with what replaces it and the guide's section. */
function FileResult({
  answer,
  shown,
  pathOf,
  version,
}: {
  answer: FileAnswer;
  shown: number;
  pathOf: (target: string) => string;
  version: string;
}) {
  const { name } = answer;
  if ('unreadable' in answer)
    return (
      <li className="migration-check__file">
        <p className="migration-check__file-name">{name}</p>
        <p className="migration-check__error">This file could not be read: {answer.unreadable}</p>
      </li>
    );
  const { result } = answer;
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
          {result.findings.slice(0, shown).map((finding, i) => (
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
      {answer.fix && <FixedCode name={name} fix={answer.fix} version={version} />}
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
    // The size as the page would read it, before reading anything: a chosen file's bytes, the paste's in UTF-8.
    const size = files.reduce((total, file) => total + file.size, code.trim() ? new Blob([code]).size : 0);
    if (!code.trim() && files.length === 0)
      return setState({ status: 'refused', message: 'Paste some code or choose files first.' });
    if (size > MAX_BYTES)
      return setState({
        status: 'refused',
        message: `That is ${bytes(size)} of code; the page checks up to ${bytes(MAX_BYTES)} at once. Check a whole project from the command line instead.`,
      });
    setState({ status: 'checking' });
    const read = [...(code.trim() ? [{ name: PASTED, code }] : []), ...(await readFiles(files))];
    const sources = read.filter((source): source is SourceFile => 'code' in source);
    try {
      const checked = await runCheck(sources, rules);
      const answer = read.map((source) => ('code' in source ? checked[sources.indexOf(source)] : source));
      setState({ status: 'done', answer });
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

  const counts =
    state.status === 'done'
      ? state.answer.map((answer) =>
          'result' in answer && 'findings' in answer.result ? answer.result.findings.length : 0,
        )
      : [];
  const found = counts.reduce((n, count) => n + count, 0);
  /** How many of each file's findings are drawn: the first MAX_SHOWN in file order. */
  let left = MAX_SHOWN;
  const shownOf = counts.map((count) => {
    const shown = Math.min(count, left);
    left -= shown;
    return shown;
  });
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
            Or choose files ({SOURCE_EXTENSIONS.join(', ')}), or drop them here
            <input
              type="file"
              multiple
              accept={SOURCE_EXTENSIONS.join(',')}
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
          (found === 1 ? '1 use of a name that changed.' : `${found.toLocaleString('en')} uses of names that changed.`)}
        {state.status === 'done' &&
          found > MAX_SHOWN &&
          ` The first ${MAX_SHOWN} are shown; npm run migration-check lists them all.`}
      </div>
      {state.status === 'done' && (
        <ol className="migration-check__results">
          {state.answer.map((answer, i) => (
            <FileResult key={i} answer={answer} shown={shownOf[i]} pathOf={pathOf} version={version.name} />
          ))}
        </ol>
      )}
    </div>
  );
}
