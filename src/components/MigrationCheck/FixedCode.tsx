import React from 'react';
import { useCopy } from '../../lib/useCopy';
import type { FileFix } from './protocol';

const lineClass = (line: string) =>
  line.startsWith('@@')
    ? 'migration-check__hunk'
    : line.startsWith('+')
      ? 'migration-check__added'
      : line.startsWith('-')
        ? 'migration-check__removed'
        : undefined;

/** Saves `code` as a file named `name`, from the page: nothing leaves the reader's machine. */
function download(name: string, code: string) {
  const url = URL.createObjectURL(new Blob([code], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A file as the fixes leave it (what `--fix` writes): the diff from the reader's code, to copy or download. */
export default function FixedCode({ name, fix, version }: { name: string; fix: FileFix; version: string }) {
  const { state, copy } = useCopy();
  if ('problem' in fix) return <p className="migration-check__error">{fix.problem}</p>;
  return (
    <details className="migration-check__fix">
      <summary>Show my code on {version}</summary>
      <p className="migration-check__note">
        {fix.fixed === 1 ? '1 use is' : `${fix.fixed.toLocaleString('en')} uses are`} changed for you, as{' '}
        <code>npm run migration-check -- --fix</code> would; the others listed above are left to you.
      </p>
      <pre className="migration-check__diff">
        <code>
          {fix.diff.split('\n').map((line, i) => (
            <span key={i} className={lineClass(line)}>
              {line}
              {'\n'}
            </span>
          ))}
        </code>
      </pre>
      <div className="migration-check__fix-actions">
        <button type="button" className="button button--outlined" onClick={() => copy(fix.code)}>
          {state === 'copied' ? 'Copied' : state === 'failed' ? 'Could not copy' : 'Copy the code on ' + version}
        </button>
        <button type="button" className="button button--outlined" onClick={() => download(name, fix.code)}>
          Download {name}
        </button>
      </div>
    </details>
  );
}
