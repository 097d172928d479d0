import type { Control, Value } from '../../shared/configurator/controls';
import { CONFIGURATION_PARAM } from './configuration-param';

export type Values = Record<string, Value | undefined>;

/** True when `value` is one a control of this kind can hold. */
function fits(control: Control, value: unknown): value is Value {
  switch (control.kind) {
    case 'switch':
      return typeof value === 'boolean';
    case 'choice':
      return control.options.includes(value as string | number);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    default:
      return typeof value === 'string' && value.length <= 500;
  }
}

/**
 * The values a shared address sets, on top of `start`: entries that name no control or do not
 * fit it are left out (an address can be edited by hand); null stands for "not set".
 */
export function readConfiguration(search: string, controls: readonly Control[], start: Values): Values {
  const text = new URLSearchParams(search).get(CONFIGURATION_PARAM);
  if (!text) return start;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return start;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return start;
  const values = { ...start };
  for (const [name, value] of Object.entries(parsed)) {
    const control = controls.find((candidate) => candidate.name === name);
    if (!control) continue;
    if (value === null) values[name] = undefined;
    else if (fits(control, value)) values[name] = value;
  }
  return values;
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
