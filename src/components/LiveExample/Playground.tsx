import React, { useCallback, useEffect, useRef, useState } from 'react';
import CodeBlock from '../CodeBlock/CodeBlock';
import type { PreviewMode } from '../../shared/live-example/protocol';
import type { CodeEditorHandle } from './CodeEditor';
import PreviewStage from './PreviewStage';
import Toolbar from './Toolbar';
import { useExampleRun } from './useExampleRun';
import { searchSkip } from '../../shared/search-markup';

interface PlaygroundProps {
  title: string;
  /** The example as written in the docs. */
  code: string;
  /** The same, highlighted at build time: shown until the editor has loaded (or if it cannot). */
  codeHtml: string;
  /** The same, compiled at build time, so the first run needs no compiler. */
  compiled: string;
  initialMode: PreviewMode;
  /** The docs version whose library runs the example. */
  version: string;
  /** The Snack's dependencies: the library of that version and its peers. */
  snackDependencies: string;
}

const EDIT_DELAY_MS = 300;

// CodeMirror loads once the first run has shown (or failed) rather than beside it: parsing it on
// the same cores would hold up the frame's start and first render.
const loadEditor = () => import(/* webpackChunkName: "live-example-editor" */ './CodeEditor');

/** The editor once `start` is true and its chunk is in; until then (or if it fails) the highlighted code. */
function useEditor(start: boolean) {
  const [editor, setEditor] = useState<typeof import('./CodeEditor').default | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!start) return;
    loadEditor().then(
      (module) => setEditor(() => module.default),
      () => setFailed(true),
    );
  }, [start]);
  return { Editor: editor, failed };
}

/**
 * The reader has just pressed Run (or Edit as code): brings the phone on screen, since stacked under
 * the code on a narrow column it starts below the fold. Once more when the editor has replaced the
 * highlighted code (`settled`), which moves the phone, unless the reader has scrolled since.
 */
function useInViewOnStart(preview: React.RefObject<HTMLElement>, settled: boolean) {
  const scrolledTo = useRef<number | null>(null);
  const bring = useCallback(() => {
    preview.current?.scrollIntoView({ block: 'nearest' });
    scrolledTo.current = window.scrollY;
  }, [preview]);
  useEffect(() => bring(), [bring]);
  useEffect(() => {
    if (settled && scrolledTo.current === window.scrollY) bring();
  }, [settled, bring]);
}

/**
 * The editor beside the running example. Each edit is compiled here after a short pause and runs
 * in the sandboxed frame; an error (syntax, a missing import, or a throw while rendering) shows
 * over the preview with its line, the last good render stays under it, and the next good edit
 * recovers.
 */
export default function Playground({
  title,
  code,
  codeHtml,
  compiled,
  initialMode,
  version,
  snackDependencies,
}: PlaygroundProps) {
  const [mode, setMode] = useState(initialMode);
  const [text, setText] = useState(code);
  const editor = useRef<CodeEditorHandle>(null);
  const previewRef = useRef<HTMLDivElement>(null);
  const { preview, error, blank, outcome, show, compileAndShow } = useExampleRun(mode, version);
  const { Editor, failed } = useEditor(
    outcome !== null || preview.status === 'unavailable' || preview.status === 'stuck',
  );

  useEffect(() => {
    if (text === code) {
      show(compiled);
      return undefined;
    }
    // Sucrase only comes down when a reader first changes the code.
    let cancel = () => {};
    const timer = setTimeout(() => (cancel = compileAndShow(text)), EDIT_DELAY_MS);
    return () => {
      clearTimeout(timer);
      cancel();
    };
  }, [text, code, compiled, show, compileAndShow]);

  useInViewOnStart(previewRef, Editor !== null || failed);

  const reset = () => {
    editor.current?.setText(code);
    setText(code);
  };

  return (
    <div className="live-example live-example--running">
      <Toolbar
        title={title}
        code={text}
        snackDependencies={snackDependencies}
        mode={mode}
        onModeChange={setMode}
        onReset={reset}
        resetDisabled={text === code}
      />
      <div className="live-example__body">
        <div className="live-example__code">
          {Editor ? (
            <Editor
              ref={editor}
              initialText={code}
              onChange={setText}
              label={`Code of the ${title} example`}
              onEscape={() => previewRef.current?.focus()}
            />
          ) : (
            <CodeBlock data-language="tsx" html={codeHtml} />
          )}
          {failed && (
            <p className="live-example__note" {...searchSkip}>
              The code editor did not load; reload the page to edit the example.
            </p>
          )}
        </div>
        <PreviewStage ref={previewRef} title={title} preview={preview} error={error} blank={blank} outcome={outcome} />
      </div>
    </div>
  );
}
