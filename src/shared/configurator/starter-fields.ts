import type { Starter, Value } from './controls';

/** A configurator's starting point as the schema's ConfiguratorStarter type holds it. */
export interface StarterFields {
  values: readonly { prop: string; text: string | null; number: number | null; flag: boolean | null }[];
  code: readonly { prop: string; code: string }[];
  inside: string | null;
}

/** A starting point for the schema: GraphQL has no map and no union of scalars, so each value names its kind. */
export function starterFields(starter: Starter): StarterFields {
  return {
    values: Object.entries(starter.props ?? {}).map(([prop, value]) => ({
      prop,
      text: typeof value === 'string' ? value : null,
      number: typeof value === 'number' ? value : null,
      flag: typeof value === 'boolean' ? value : null,
    })),
    code: Object.entries(starter.code ?? {}).map(([prop, code]) => ({ prop, code })),
    inside: starter.inside ?? null,
  };
}

/** The starting point a page's query read, as the configurator takes it. */
export function starterFrom(fields: StarterFields): Starter {
  const value = (field: StarterFields['values'][number]): Value => field.text ?? field.number ?? field.flag!;
  return {
    ...(fields.values.length > 0
      ? { props: Object.fromEntries(fields.values.map((field) => [field.prop, value(field)])) }
      : {}),
    ...(fields.code.length > 0 ? { code: Object.fromEntries(fields.code.map(({ prop, code }) => [prop, code])) } : {}),
    ...(fields.inside ? { inside: fields.inside } : {}),
  };
}
