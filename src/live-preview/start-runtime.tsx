/**
 * The live-example frame's runner: react-native-web and react-native-paper, and the example the
 * page sends, rendered into the frame. Each docs version's runtime starts it with its themes (an
 * entry generated from the version's record, gatsby/build-files/runtime-entry.ts) and is bundled on
 * its own by the build over that version's library and handed to the frame by the page (see
 * bootstrap.ts); it never runs in the site's pages.
 */
import React from 'react';
import { createRoot } from 'react-dom/client';
import { ACTIONS_MODULE } from '../shared/configurator/code';
import { describeError } from '../shared/live-example/example-error';
import { createMessageBudget } from '../shared/live-example/message-budget';
import { summariseArgs } from './actions';
import { createIconStore } from './icon-store';
import { exampleModules } from './module-map';
import { drawPaperIconsWith } from './paper-icon-package';
import PreviewApp, { type PreviewThemes } from './PreviewApp';
import { makePreviewIcon, type PreviewIconProps } from './PreviewIcon';
import { createGuard } from './loop-guard';
import { guardCodeFromText } from './code-from-text';
import {
  dispatch,
  encodeFrameMessage,
  isActionName,
  MAX_ARGS_LENGTH,
  readHostMessage,
  type FrameMessage,
  type Handlers,
  type HostMessage,
  type PreviewColors,
  type PreviewMode,
} from '../shared/live-example/protocol';
import { runExample } from './run-example';

/** At most this many of the example's errors reach the page per second; the page shows the latest anyway. */
const ERRORS_PER_SECOND = 10;
/** At most this many logged callbacks (`action(name)`) reach the page per second; the rest are counted. */
const ACTIONS_PER_SECOND = 30;

/**
 * Starts the runner in the frame with the library's light and dark themes, and tells the page it
 * is ready. Everything goes over the port bootstrap.ts handed over: the example's code never sees
 * it (a bound `postMessage`, so even a replaced `MessagePort.prototype.postMessage` is never called),
 * and each message goes as text of bounded length (`encodeFrameMessage`). What the example makes
 * from text at run time goes through the loop guard too (code-from-text.ts).
 */
export function startRuntime(themes: PreviewThemes): void {
  const port = __PREVIEW_PORT__;
  const postText = MessagePort.prototype.postMessage.bind(port) as (text: string) => void;
  const post = (message: FrameMessage) => {
    const text = encodeFrameMessage(message);
    if (text !== null) postText(text);
  };
  const guard = createGuard();
  guardCodeFromText(window, guard);

  const icons = createIconStore(__COMMON_GLYPHS__, () => post({ type: 'rnp-live:need-icons' }));
  const PreviewIcon = makePreviewIcon(icons);
  drawPaperIconsWith(PreviewIcon);
  // Paper calls `settings.icon` as a function inside a context consumer, where hooks may not run:
  // it gets an element to render instead.
  const settings = { icon: (props: PreviewIconProps) => <PreviewIcon {...props} /> };
  const example = exampleModules(settings);
  const { fallback } = example;
  const actionBudget = createMessageBudget(ACTIONS_PER_SECOND);
  /**
   * `action(name)` in the configurator's code: a callback that reports its calls to the page,
   * within a budget. A name that is not a callback prop's (`onPress`) is refused at once.
   */
  const action = (name: unknown) => {
    if (!isActionName(name))
      throw new TypeError('action() takes the name of a callback prop, such as "onPress" (at most 43 characters).');
    return (...args: unknown[]) => {
      if (actionBudget.admit())
        post({ type: 'rnp-live:action', name, args: summariseArgs(args).slice(0, MAX_ARGS_LENGTH) });
    };
  };
  const modules = { ...example.modules, [ACTIONS_MODULE]: { action } };
  const root = createRoot(document.getElementById('root')!);

  let shown: {
    Example: React.ComponentType | null;
    runId: number;
    mode: PreviewMode;
    colors: PreviewColors | null;
    bleed: boolean;
  } = { Example: null, runId: 0, mode: 'light', colors: null, bleed: false };

  const errorBudget = createMessageBudget(ERRORS_PER_SECOND);
  function reportError(runId: number, error: unknown): void {
    if (!errorBudget.admit()) return;
    let described;
    try {
      described = describeError(error);
    } catch {
      // What was thrown cannot even be turned into text (a toString that throws).
      described = { message: 'The example threw something that cannot be shown.', line: null };
    }
    post({ type: 'rnp-live:error', runId, ...described });
  }
  const onRendered = (runId: number) => post({ type: 'rnp-live:rendered', runId });
  const onBlankChange = (blank: boolean) => post({ type: 'rnp-live:blank', blank });

  function show(next: Partial<typeof shown>): void {
    shown = { ...shown, ...next };
    root.render(
      <PreviewApp
        {...shown}
        themes={themes}
        settings={settings}
        onRendered={onRendered}
        onRenderError={reportError}
        onBlankChange={onBlankChange}
      />,
    );
  }

  const handlers: Handlers<HostMessage> = {
    // The runtime itself came before the port (bootstrap.ts); it does not come again.
    'rnp-live:runtime': () => undefined,
    'rnp-live:ping': (message) =>
      post({
        type: 'rnp-live:pong',
        seq: message.seq,
        dropped: errorBudget.takeDropped() + actionBudget.takeDropped(),
      }),
    'rnp-live:theme': (message) => show({ mode: message.mode, colors: message.colors }),
    'rnp-live:icons': (message) => void icons.setFont(message.font, message.glyphs).catch(() => undefined),
    'rnp-live:run': (message) => {
      // A run that throws before rendering leaves the last good one on screen.
      try {
        show({
          Example: runExample(message.code, modules, guard, fallback),
          runId: message.runId,
          bleed: message.bleed,
        });
      } catch (error) {
        reportError(message.runId, error);
      }
    },
  };
  port.onmessage = (event) => {
    const message = readHostMessage(event.data);
    if (message) dispatch(handlers, message);
  };

  // What the example throws later (in a press handler, a timer) is shown too.
  addEventListener('error', (event) => reportError(shown.runId, event.error ?? event.message));
  addEventListener('unhandledrejection', (event) => reportError(shown.runId, event.reason));

  show({});
  post({ type: 'rnp-live:ready' });
}
