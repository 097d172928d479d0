import React, { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import CodeBlock from '../CodeBlock/CodeBlock';
import type { PropDoc } from '../PropList/PropList';
import { propAnchor } from '../../shared/prop-anchor';
import Playground from '../LiveExample/Playground';
import PreviewStage from '../LiveExample/PreviewStage';
import Toolbar from '../LiveExample/Toolbar';
import { loadCompiler, useExampleRun } from '../LiveExample/useExampleRun';
import { useColorMode } from '../../theme/ColorModeProvider';
import { highlightCode, type TokenPatterns } from '../../lib/highlight-code';
import { configuredCode } from '../../shared/configurator/code';
import {
  configuratorModel,
  startingValues,
  typeAliases,
  type Starter,
  type Value,
} from '../../shared/configurator/controls';
import ActionsLog, { MAX_LOGGED, type LoggedAction } from './ActionsLog';
import ControlField from './ControlField';
import { loadGlyphMap } from '../IconBrowser/glyph-map';
import {
  addressIcons,
  configurationUrl,
  readConfiguration,
  withKnownIcons,
  type AddressConfiguration,
  type Values,
} from './url-state';
import './configurator.css';

export interface ConfiguratorProps {
  /** The docs version whose library the preview runs. */
  version: string;
  /** The Snack's dependencies: the library of that version and its peers. */
  snackDependencies: string;
  /** The component as written in JSX: `Button`, `Appbar.Action`. */
  title: string;
  props: readonly PropDoc[];
  types: readonly { name: string; definition: readonly { text: string }[] }[];
  starter: Starter;
  /** The theme colour roles of the version's library (`primary`, `onSurface` …), which colour controls offer. */
  colorRoles: readonly string[];
}

const JSX_TOKENS: TokenPatterns = [
  ['string', /^(?:'[^'\n]*'|"[^"\n]*")/],
  ['keyword', /^(?:import|export|default|function|return|const|from|true|false)\b/],
  ['tag', /^<\/?[A-Z][\w.]*/],
  ['attr-name', /^\w+(?==)/],
  ['number', /^\d+(?:\.\d+)?\b/],
];

/** The preview, running each configuration as it changes. */
function usePreview(runCode: string, version: string, onAction: (text: string) => void) {
  const { mode: siteMode } = useColorMode();
  const [mode, setMode] = useState(siteMode);
  const { preview, error, blank, outcome, compileAndShow } = useExampleRun(mode, version, onAction);
  useEffect(() => compileAndShow(runCode), [runCode, compileAndShow]);
  return { preview, mode, setMode, error, blank, outcome };
}

/**
 * Icon values that came from the address are spelt like icon names; once the icon font's glyph
 * map is in (loaded only when there is such a value), those it does not have are left out too.
 */
function useKnownIcons(
  fromAddress: Values,
  start: Values,
  setConfiguration: React.Dispatch<React.SetStateAction<AddressConfiguration>>,
) {
  useEffect(() => {
    if (Object.keys(fromAddress).length === 0) return;
    let current = true;
    loadGlyphMap().then(
      (glyphs) =>
        current && setConfiguration((configuration) => withKnownIcons(configuration, fromAddress, start, glyphs)),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [fromAddress, start, setConfiguration]);
}

/**
 * A component in the live preview with a control for each prop a control can set, the code the
 * configuration stands for, and a log of the callbacks the preview calls. The configuration lives
 * in the page's address, so a link to it opens the same one.
 */
export default function Configurator({
  version,
  snackDependencies,
  title,
  props,
  types,
  starter,
  colorRoles,
}: ConfiguratorProps) {
  const model = useMemo(
    () =>
      configuratorModel(
        title,
        props.map((prop) => ({ ...prop, type: prop.typeTokens.map((token) => token.text).join('') })),
        typeAliases(types),
        starter,
      ),
    [title, props, types, starter],
  );
  const start = useMemo(() => startingValues(model), [model]);
  const [fromAddress] = useState(() => readConfiguration(location.search, model.controls, start, colorRoles));
  const [{ values, ignored }, setConfiguration] = useState<AddressConfiguration>(fromAddress);
  const iconsFromAddress = useMemo(() => addressIcons(model.controls, fromAddress, start), [model, fromAddress, start]);
  const setValues = useCallback(
    (next: (current: Values) => Values) =>
      setConfiguration((current) => ({ ...current, values: next(current.values) })),
    [],
  );
  useKnownIcons(iconsFromAddress, start, setConfiguration);
  const [log, setLog] = useState<LoggedAction[]>([]);
  const [editing, setEditing] = useState<{ code: string; compiled: string } | null>(null);
  const previewRef = useRef<HTMLDivElement>(null);

  const code = useMemo(
    () => configuredCode(model, values, { run: false, roles: colorRoles }),
    [model, values, colorRoles],
  );
  const runCode = useMemo(
    () => configuredCode(model, values, { run: true, roles: colorRoles }),
    [model, values, colorRoles],
  );
  const codeHtml = useMemo(() => highlightCode(code, JSX_TOKENS), [code]);
  const onAction = useCallback(
    (text: string) => setLog((entries) => [...entries, { id: (entries.at(-1)?.id ?? 0) + 1, text }].slice(-MAX_LOGGED)),
    [],
  );
  const { preview, mode, setMode, error, blank, outcome } = usePreview(runCode, version, onAction);

  useEffect(() => {
    history.replaceState(history.state, '', configurationUrl(location.href, values, start));
  }, [values, start]);

  const documented = useMemo(() => new Set(props.map((prop) => prop.name)), [props]);
  const set = (name: string) => (value: Value | undefined) => setValues((current) => ({ ...current, [name]: value }));
  const changed = Object.entries(values).some(([name, value]) => value !== start[name]);
  const editAsCode = () =>
    loadCompiler().then(({ compileExample }) => setEditing({ code, compiled: compileExample(code).code }));

  if (editing)
    return (
      <div className="configurator configurator--editing">
        <button type="button" className="button button--text" onClick={() => setEditing(null)}>
          Back to the controls
        </button>
        <Playground
          title={title}
          code={editing.code}
          codeHtml={highlightCode(editing.code, JSX_TOKENS)}
          compiled={editing.compiled}
          initialMode={mode}
          version={version}
          snackDependencies={snackDependencies}
        />
      </div>
    );

  return (
    <div className="configurator">
      <Toolbar
        title={title}
        code={code}
        snackDependencies={snackDependencies}
        mode={mode}
        onModeChange={setMode}
        onReset={() => setValues(() => start)}
        resetDisabled={!changed}
      >
        <button type="button" className="button button--text" onClick={() => void editAsCode()}>
          Edit as code
        </button>
      </Toolbar>
      {ignored.length > 0 && (
        <p className="configurator__ignored" role="status">
          The link set {ignored.length === 1 ? 'a prop' : 'props'} the configurator cannot take, so{' '}
          {ignored.length === 1 ? 'it was' : 'they were'} left out:{' '}
          {ignored.map((name, i) => (
            <React.Fragment key={name}>
              {i > 0 && ', '}
              <code>{name}</code>
            </React.Fragment>
          ))}
          .
        </p>
      )}
      <div className="configurator__body">
        <div className="configurator__stage">
          <PreviewStage
            ref={previewRef}
            title={title}
            preview={preview}
            error={error}
            blank={blank}
            outcome={outcome}
          />
          <ActionsLog entries={log} onClear={() => setLog([])} />
        </div>
        <form
          className="configurator__controls"
          aria-label={`${title} props`}
          onSubmit={(event) => event.preventDefault()}
        >
          {model.controls.map((control) => (
            <ControlField
              key={control.name}
              control={control}
              documented={documented.has(control.name)}
              colorRoles={colorRoles}
              value={values[control.name]}
              onChange={set(control.name)}
            />
          ))}
          {model.inCode.length > 0 && (
            <p className="configurator__in-code">
              Set in code:{' '}
              {model.inCode.map((name, i) => (
                <React.Fragment key={name}>
                  {i > 0 && ', '}
                  {documented.has(name) ? (
                    <a href={`#${propAnchor(name)}`}>
                      <code>{name}</code>
                    </a>
                  ) : (
                    <code>{name}</code>
                  )}
                </React.Fragment>
              ))}
              .
            </p>
          )}
        </form>
      </div>
      <CodeBlock data-language="tsx" data-title="Code" html={codeHtml} />
    </div>
  );
}
