import { useCallback, useMemo, useRef, useState } from 'react';
import { describeError, type ExampleError } from '../../shared/live-example/example-error';
import { dispatch, type Handlers, type PreviewMode, type RunMessage } from '../../shared/live-example/protocol';
import { usePreviewFrame } from './usePreviewFrame';

/** Sucrase, for code the reader or the configurator changed; one chunk, whoever loads it first. */
export const loadCompiler = () =>
  import(/* webpackChunkName: "live-example-compiler" */ '../../shared/live-example/compile');

/**
 * The preview frame and what became of the latest run: rendered, or failed with its error (and
 * line), and whether the screen is blank. Only the outcome of the run sent last counts.
 * `version` is the docs version whose library runs the code; `onAction` gets the callbacks the
 * configurator's code logs (`onPress(event)`).
 */
export function useExampleRun(mode: PreviewMode, version: string, onAction?: (text: string) => void) {
  const [error, setError] = useState<ExampleError | null>(null);
  const [blank, setBlank] = useState(false);
  const [outcome, setOutcome] = useState<'rendered' | 'failed' | null>(null);
  const latestRun = useRef(-1);

  const handlers = useMemo<Handlers<RunMessage>>(
    () => ({
      'rnp-live:action': ({ name, args }) => onAction?.(`${name}(${args})`),
      'rnp-live:blank': ({ blank: nothingShown }) => setBlank(nothingShown),
      'rnp-live:rendered': ({ runId }) => {
        if (runId !== latestRun.current) return;
        setError(null);
        setOutcome('rendered');
      },
      'rnp-live:error': ({ runId, message: text, line }) => {
        if (runId !== latestRun.current) return;
        setError({ message: text, line });
        setOutcome('failed');
      },
    }),
    [onAction],
  );
  const onFrameMessage = useCallback((message: RunMessage) => dispatch(handlers, message), [handlers]);
  const preview = usePreviewFrame(mode, version, onFrameMessage);
  const { run } = preview;

  /** Shows compiled code; its outcome is the one that counts from now on. */
  const show = useCallback((compiled: string) => (latestRun.current = run(compiled)), [run]);
  /** The code did not compile: its error, as the run's outcome. */
  const fail = useCallback((caught: unknown) => {
    setError(describeError(caught));
    setOutcome('failed');
  }, []);
  /** Something went wrong before the code could run (the compiler did not load). */
  const report = useCallback((caught: unknown) => setError(describeError(caught)), []);
  /**
   * Compiles source code (the compiler comes down on first use) and shows it, or its error; returns a
   * function that drops the result if it has not come yet.
   */
  const compileAndShow = useCallback(
    (source: string) => {
      let current = true;
      loadCompiler().then(
        ({ compileExample }) => {
          if (!current) return;
          try {
            show(compileExample(source).code);
          } catch (caught) {
            fail(caught);
          }
        },
        (caught: unknown) => current && report(caught),
      );
      return () => {
        current = false;
      };
    },
    [show, fail, report],
  );

  return { preview, error, blank, outcome, show, compileAndShow };
}
