/**
 * Which control edits which prop, from the prop's type as the library writes it. Used at build time
 * (does a page get a configurator?) and by the configurator itself in the browser.
 */

export type Value = string | number | boolean;

export type Control =
  | { kind: 'switch'; name: string; initial: boolean }
  | { kind: 'choice'; name: string; options: readonly (string | number)[]; initial: string | number | undefined }
  | { kind: 'text'; name: string; initial: string | undefined }
  | { kind: 'number'; name: string; initial: number | undefined }
  | { kind: 'color'; name: string; initial: string | undefined }
  | { kind: 'icon'; name: string; initial: string | undefined };

/** A prop as the component's docs give it. */
export interface PropSource {
  name: string;
  required: boolean;
  /** The type as written in the source. */
  type: string;
  /** The default as written, quotes left out ("text", "24", "true"); null when none. */
  defaultValue: string | null;
}

/** A component's starting point, from content/5.x/data/configurator.json. */
export interface Starter {
  /** Values that controls start at instead of the props' defaults. */
  props?: Readonly<Record<string, Value>>;
  /** Props given as code: an expression, or JSX for `children`. */
  code?: Readonly<Record<string, string>>;
  /** The opening tag of the parent the component is shown inside (`<Appbar>`). */
  inside?: string;
}

export interface ConfiguratorModel {
  /** The component as written in JSX: `Button`, `Appbar.Action`. */
  component: string;
  controls: Control[];
  /** Callback props: logged under the preview rather than set. */
  actions: string[];
  /** The callbacks the component requires: the code gives them an empty function. */
  requiredActions: string[];
  /** Props that no control can set: style objects, refs, render functions, elements… */
  inCode: string[];
  starter: Starter;
}

/** A library type alias as `type Name = definition;`. */
type TypeAliases = ReadonlyMap<string, string>;

const STRING_LITERAL = /^'([^']*)'$/;
const NUMBER_LITERAL = /^-?\d+(\.\d+)?$/;

/** `'a' | 'b'` -> ['a', 'b']; `0 | 1 | Animated.Value` -> [0, 1]; null when the union has no literals to offer. */
function literalOptions(type: string): (string | number)[] | null {
  const members = type
    .split('|')
    .map((member) => member.trim())
    .filter(Boolean);
  if (members.length < 2) return null;
  const strings = members.map((member) => STRING_LITERAL.exec(member)?.[1]);
  if (strings.every((value) => value !== undefined)) return strings as string[];
  const numbers = members.filter((member) => NUMBER_LITERAL.test(member)).map(Number);
  // Numbers with one other member (Animated.Value) still make a list to choose from.
  return numbers.length >= 2 && numbers.length >= members.length - 1 ? numbers : null;
}

/** A type named by one alias, followed to what it stands for (FABMode -> 'flat' | 'elevated'). */
export function resolveAlias(type: string, aliases: TypeAliases): string {
  let resolved = type.trim();
  for (let depth = 0; depth < 3 && /^\w+$/.test(resolved) && aliases.has(resolved); depth++) {
    resolved = aliases.get(resolved)!;
  }
  return resolved;
}

/** `type FABMode = 'flat' | 'elevated';` -> ['FABMode', "'flat' | 'elevated'"]. */
export function parseAlias(definition: string): [name: string, type: string] | null {
  const match = /^type\s+(\w+)\s*=\s*([\s\S]*?);?\s*$/.exec(definition.trim());
  return match ? [match[1], match[2].replace(/^\s*\|/, '').trim()] : null;
}

const isCallback = (name: string, type: string) =>
  /^on[A-Z]/.test(name) && (type.includes('=>') || /Function$|\['on\w+'\]$/.test(type));
const isColor = (name: string, type: string) =>
  (name === 'color' || /Color$/.test(name)) && (type === 'string' || type === 'ColorValue');
/** The MD3 type scale's names, which `variant` props of text take. */
const TYPE_SCALE = ['display', 'headline', 'title', 'label', 'body'].flatMap((role) =>
  ['Large', 'Medium', 'Small'].map((size) => role + size),
);
const isTypeScale = (type: string) => type === 'keyof typeof MD3TypescaleKey' || type === 'VariantProp<T>';

/** Props whose type takes text besides elements: a text field writes them. */
const TEXT_TYPES = new Set(['string', 'string | number', 'Title', 'Description']);
/** Element props that are text in practice (an icon slot such as `left` is not). */
const TEXT_NODES = /^(title|subtitle|label|description)$/;

const parseBoolean = (text: string | null) => text === 'true';
const parseNumber = (text: string | null) => (text !== null && NUMBER_LITERAL.test(text) ? Number(text) : undefined);
const unquote = (text: string | null) => (text === null ? undefined : text.replace(/^(['"])(.*)\1$/, '$2'));

/** The control for one prop, or null when it is a callback or no control can set it. */
function controlOf(prop: PropSource, aliases: TypeAliases, starter: Starter): Control | null {
  const { name, defaultValue } = prop;
  const type = resolveAlias(prop.type, aliases);
  if (starter.code && name in starter.code) return null;
  if (isCallback(name, type)) return null;
  if (type === 'boolean' || type === 'Boolean') return { kind: 'switch', name, initial: parseBoolean(defaultValue) };
  if (isColor(name, type)) return { kind: 'color', name, initial: unquote(defaultValue) };
  if (prop.type === 'IconSource') return { kind: 'icon', name, initial: unquote(defaultValue) };
  if (isTypeScale(type)) return { kind: 'choice', name, options: TYPE_SCALE, initial: unquote(defaultValue) };
  const options = literalOptions(type);
  if (options) {
    const initial = typeof options[0] === 'number' ? parseNumber(defaultValue) : unquote(defaultValue);
    return { kind: 'choice', name, options, initial };
  }
  if (type === 'number') return { kind: 'number', name, initial: parseNumber(defaultValue) };
  // Children as text only where the starting point gives text: text in a <View> breaks on a phone.
  if (name === 'children')
    return typeof starter.props?.children === 'string' ? { kind: 'text', name, initial: undefined } : null;
  if (TEXT_TYPES.has(prop.type) || (type === 'React.ReactNode' ? TEXT_NODES.test(name) : TEXT_TYPES.has(type)))
    return { kind: 'text', name, initial: unquote(defaultValue) };
  return null;
}

/** The configurator of a component: a control per prop a control can set, its callbacks, and the rest. */
export function configuratorModel(
  component: string,
  props: readonly PropSource[],
  aliases: TypeAliases,
  starter: Starter = {},
): ConfiguratorModel {
  const model: ConfiguratorModel = { component, controls: [], actions: [], requiredActions: [], inCode: [], starter };
  for (const prop of props) {
    const control = controlOf(prop, aliases, starter);
    if (control) model.controls.push(control);
    else if (isCallback(prop.name, resolveAlias(prop.type, aliases))) {
      model.actions.push(prop.name);
      if (prop.required) model.requiredActions.push(prop.name);
    } else model.inCode.push(prop.name);
  }
  // A prop the component takes from what it wraps (List.Subheader's text) is named by its starting value.
  for (const [name, value] of Object.entries(starter.props ?? {})) {
    if (model.controls.some((control) => control.name === name)) continue;
    if (typeof value === 'boolean') model.controls.push({ kind: 'switch', name, initial: false });
    else if (typeof value === 'number') model.controls.push({ kind: 'number', name, initial: undefined });
    else model.controls.push({ kind: 'text', name, initial: undefined });
  }
  return model;
}

/** What each control starts at: the starter's value, else the prop's default (undefined: not set). */
export function startingValues(model: ConfiguratorModel): Record<string, Value | undefined> {
  return Object.fromEntries(
    model.controls.map((control) => [control.name, model.starter.props?.[control.name] ?? control.initial]),
  );
}

/**
 * Why a component cannot have a configurator, or null when it can: every required prop must
 * start with a value (a control's starting value or default, code, or a logged callback).
 */
export function missingStart(model: ConfiguratorModel, props: readonly PropSource[]): string | null {
  if (model.controls.length === 0) return 'no prop of it can be set from a control';
  const values = startingValues(model);
  const code = model.starter.code ?? {};
  const unset = props
    .filter(({ name, required }) => required && values[name] === undefined && !(name in code))
    .filter(({ name }) => !model.actions.includes(name))
    .map(({ name }) => name);
  return unset.length > 0 ? `required ${unset.join(', ')} without a starting value` : null;
}

/** The aliases among a component's library types (`type FABMode = 'flat' | 'elevated';`). */
export function typeAliases(types: readonly { definition: readonly { text: string }[] }[]): TypeAliases {
  return new Map(
    types
      .map((type) => parseAlias(type.definition.map((token) => token.text).join('')))
      .filter((alias): alias is [string, string] => alias !== null),
  );
}
