import type { Control, Value } from '../../shared/configurator/controls';
import { checkValue, printableText } from '../../shared/configurator/value-check';
import { CONFIGURATION_PARAM } from './configuration-param';

export type Values = Record<string, Value | undefined>;

/** What a shared address set: the values that fit their controls, and the keys left out. */
export interface AddressConfiguration {
  values: Values;
  /** Keys the address named that no control has, or whose value the control cannot hold. */
  ignored: string[];
}

/** Icon names as the icon font spells them (`arrow-left`, `numeric-1-box`); the glyph map is checked later. */
const ICON_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Longest text an address may set. */
const MAX_TEXT = 500;
/** Longest key the note on left-out keys names in full. */
const MAX_SHOWN_KEY = 64;

/** A key from the address as the note names it: unprintable characters escaped, a long one cut short. */
function shownKey(name: string): string {
  const characters = [...printableText(name)];
  return characters.length <= MAX_SHOWN_KEY
    ? characters.join('')
    : `${characters.slice(0, MAX_SHOWN_KEY - 1).join('')}…`;
}

/**
 * Whether a value read from an address fits its control. Stricter than the build's check of the
 * starting points, since anyone can write an address: text has a length limit and an icon must be
 * spelt as icon names are. Both refuse text with control characters, line separators or direction
 * marks (checkValue), so none reaches the code that is shown, copied or opened in Snack.
 */
function fitsFromAddress(control: Control, value: unknown, roles: readonly string[]): value is Value {
  if (!checkValue(control, value, roles).fits) return false;
  if (control.kind === 'icon') return ICON_NAME.test(value as string) && (value as string).length <= 64;
  if (control.kind === 'text') return (value as string).length <= MAX_TEXT;
  return true;
}

/**
 * The values a shared address sets, on top of `start`. Each is checked against its control's
 * kind (a member of the union, a boolean, a finite number, a colour literal or one of the
 * version's theme `roles`, an icon name, printable text); anything else is left out and named in
 * `ignored` (each name as the note may show it: printable, and cut short when long).
 * null stands for "not set". Nothing in the address is ever code: the code is generated from
 * these values (shared/configurator/code.ts).
 */
export function readConfiguration(
  search: string,
  controls: readonly Control[],
  start: Values,
  roles: readonly string[],
): AddressConfiguration {
  const unchanged = { values: start, ignored: [] };
  const text = new URLSearchParams(search).get(CONFIGURATION_PARAM);
  if (!text) return unchanged;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { values: start, ignored: [CONFIGURATION_PARAM] };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return { values: start, ignored: [CONFIGURATION_PARAM] };
  const values = { ...start };
  const ignored: string[] = [];
  for (const [name, value] of Object.entries(parsed)) {
    const control = controls.find((candidate) => candidate.name === name);
    if (control && value === null) values[name] = undefined;
    else if (control && fitsFromAddress(control, value, roles)) values[name] = value;
    else if (!ignored.includes(shownKey(name))) ignored.push(shownKey(name));
  }
  return { values, ignored };
}

/** The icon names an address set (prop -> name): checked against the icon font once its glyph map is in. */
export function addressIcons(controls: readonly Control[], configuration: AddressConfiguration, start: Values): Values {
  return Object.fromEntries(
    controls
      .filter((control) => control.kind === 'icon' && configuration.values[control.name] !== start[control.name])
      .map((control) => [control.name, configuration.values[control.name]]),
  );
}

/** The address's icon names the font does not have, reset to where they start (unless the reader has changed them since). */
export function withKnownIcons(
  configuration: AddressConfiguration,
  fromAddress: Readonly<Values>,
  start: Values,
  glyphs: Readonly<Record<string, number>>,
): AddressConfiguration {
  const unknown = Object.entries(fromAddress)
    .filter(([name, value]) => configuration.values[name] === value)
    .filter(([, value]) => typeof value !== 'string' || !Object.prototype.hasOwnProperty.call(glyphs, value))
    .map(([name]) => name);
  if (unknown.length === 0) return configuration;
  const values = { ...configuration.values };
  for (const name of unknown) values[name] = start[name];
  return { values, ignored: [...configuration.ignored, ...unknown] };
}

/** The page's address with the configuration in it: what differs from `start`, or no parameter when nothing does. */
export function configurationUrl(href: string, values: Values, start: Values): string {
  const url = new URL(href);
  const changed = Object.entries(values).filter(([name, value]) => value !== start[name]);
  if (changed.length === 0) url.searchParams.delete(CONFIGURATION_PARAM);
  else
    url.searchParams.set(
      CONFIGURATION_PARAM,
      JSON.stringify(Object.fromEntries(changed.map(([name, value]) => [name, value ?? null]))),
    );
  return url.toString();
}
