import React, { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { GlyphMap } from '../IconBrowser/glyph-map';
import HighlightedCode from '../CodeBlock/HighlightedCode';
import type { CodeEditorHandle } from './CodeEditor';
import { describeError, type ExampleError } from './example-error';
import { exampleModules } from './module-map';
import PhonePreview from './PhonePreview';
import { makePreviewIcon } from './PreviewIcon';
import { runExample } from './run-example';
import Toolbar from './Toolbar';
import { searchSkip } from '../../lib/search-markup';

export interface PlaygroundProps {
  title: string;
  /** The example as written in the docs. */
  code: string;
  /** The same, highlighted at build time: shown until the editor has loaded. */
  codeHtml: string;
  /** The same, compiled at build time, so the first run needs no compiler. */
  compiled: string;
  initialMode: 'light' | 'dark';
  glyphs: GlyphMap;
}

const EDIT_DELAY_MS = 300;

// Sucrase only comes down when a reader first changes the code.
const loadCompiler = () => import(/* webpackChunkName: "live-example-compiler" */ './compile');
// CodeMirror loads beside the first run rather than before it: the preview shows sooner.
const loadEditor = () => import(/* webpackChunkName: "live-example-editor" */ './CodeEditor');

/** The editor once its chunk is in; until then (or if it fails) the highlighted code. */
function useEditor() {
  const [editor, setEditor] = useState<typeof import('./CodeEditor').default | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    loadEditor().then(
      (module) => setEditor(() => module.default),
      () => setFailed(true),
    );
  }, []);
  return { Editor: editor, failed };
}

type Run = { Example: React.ComponentType; id: number };

/**
 * The editor beside the running example. Each edit is compiled after a short pause; an error
 * (syntax, a missing import, or a throw while rendering) shows in the preview with its line,
 * the last good render stays under it where there is one, and the next good edit recovers.
 */
export default function Playground({ title, code, codeHtml, compiled, initialMode, glyphs }: PlaygroundProps) {
  const { Editor, failed } = useEditor();
  const settings = useMemo(() => ({ icon: makePreviewIcon(glyphs) }), [glyphs]);
  const { modules, fallback } = useMemo(() => exampleModules(settings), [settings]);
  const [mode, setMode] = useState(initialMode);
  const [text, setText] = useState(code);
  const [run, setRun] = useState<Run | null>(null);
  const [error, setError] = useState<ExampleError | null>(null);
  const editor = useRef<CodeEditorHandle>(null);
  const previewRef = useRef<HTMLDivElement>(null);
  const latest = useRef(0);

  const start = useCallback(
    (js: string, id: number) => {
      try {
        const Example = runExample(js, modules, fallback);
        setRun({ Example, id });
        setError(null);
      } catch (caught) {
        setError(describeError(caught));
      }
    },
    [modules, fallback],
  );

  useEffect(() => {
    const id = ++latest.current;
    if (text === code) {
      start(compiled, id);
      return;
    }
    const timer = setTimeout(() => {
      loadCompiler().then(
        ({ compileExample }) => {
          if (id !== latest.current) return;
          try {
            start(compileExample(text).code, id);
          } catch (caught) {
            setError(describeError(caught));
          }
        },
        (caught: unknown) => id === latest.current && setError(describeError(caught)),
      );
    }, EDIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, code, compiled, start]);

  const reset = () => {
    editor.current?.setText(code);
    setText(code);
  };

  return (
    <div className="live-example live-example--running">
      <Toolbar title={title} code={text} mode={mode} onModeChange={setMode} onReset={reset} resetDisabled={text === code} />
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
            <HighlightedCode html={codeHtml} />
          )}
          {failed && <p className="live-example__note" {...searchSkip}>The code editor did not load; reload the page to edit the example.</p>}
        </div>
        <div className="live-example__preview" ref={previewRef} tabIndex={-1} aria-label={`${title} example preview`} role="region">
          {run && <PhonePreview Example={run.Example} runId={run.id} mode={mode} settings={settings} onError={setError} />}
          {error && (
            <div className="live-example__error" role="alert">
              <strong>{error.line ? `Line ${error.line}: ` : ''}</strong>
              {error.message}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
