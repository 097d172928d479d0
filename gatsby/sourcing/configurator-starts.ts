import type { CreatePagesArgs } from 'gatsby';
import {
  configuratorModel,
  resolveAlias,
  typeAliases,
  type PropSource,
  type Value,
} from '../../src/shared/configurator/controls';
import { checkValue } from '../../src/shared/configurator/value-check';
import type { ConfiguratorEntry } from '../page-data/configurator-model';
import { docVersions } from '../config/site-config';
import { configuratorRoles, themeRolesOf } from '../shared/theme-roles';

/** What the check reads of a ComponentDoc node. */
export interface ComponentSource {
  title: string;
  props: readonly PropSource[];
  inheritedProps: readonly { props: readonly { name: string }[] }[];
  types: readonly { definition: readonly { text: string }[] }[];
}

const KIND_OF: Readonly<Record<string, string>> = { string: 'text', number: 'a number', boolean: 'true or false' };

/**
 * Whether a prop no control of its type sets can still start at `value`: its type as written takes
 * values of that kind (TextInput's `label`, `string | React.ReactElement`, takes text). The configurator
 * then gives it a control of the value's kind.
 */
function typeTakes(type: string, value: Value): boolean {
  return new RegExp(`\\b${typeof value}\\b`).test(type);
}

/** The problems of one starting point's `props`, each as `"key" is value…; expected …`. */
function propsProblems(entry: ConfiguratorEntry, component: ComponentSource, roles: readonly string[]): string[] {
  const { title } = component;
  const aliases = typeAliases(component.types);
  const model = configuratorModel(title, component.props, aliases, entry);
  const own = new Map(component.props.map((prop) => [prop.name, prop]));
  const inherited = new Set(component.inheritedProps.flatMap((group) => group.props.map((prop) => prop.name)));
  const settable = component.props
    .map((prop) => prop.name)
    .filter((name) => !model.actions.includes(name) && !model.inCode.includes(name));
  return Object.entries(entry.props ?? {}).flatMap(([name, value]) => {
    const found = `"${title}.props.${name}" is ${JSON.stringify(value)}`;
    if (entry.code && name in entry.code)
      return [`${found}, and "${title}.code.${name}" gives it too; expected it in only one of them.`];
    const prop = own.get(name);
    if (!prop) {
      // A prop from what the component wraps gets a control of its value's kind (List.Subheader's children).
      if (inherited.has(name)) return [];
      const expected = settable.map((n) => `"${n}"`).join(', ');
      return [`${found}, but ${title} has no prop "${name}"; expected one of the props a control sets: ${expected}.`];
    }
    if (model.actions.includes(name))
      return [`${found}, but ${name} is a callback, which the configurator logs; expected no value for it.`];
    if (model.inCode.includes(name))
      return typeTakes(resolveAlias(prop.type, aliases), value)
        ? []
        : [
            `${found}, but no control sets ${name} to ${KIND_OF[typeof value]}; expected the value as code in "${title}.code".`,
          ];
    const control = model.controls.find((candidate) => candidate.name === name)!;
    const check = checkValue(control, value, roles);
    return check.fits ? [] : [`${found}; expected ${check.expected}.`];
  });
}

/**
 * Every problem of configurator.json against the components it names: a title with no component page, a
 * prop the component lacks or that no control sets, a value its control cannot hold. Each line names
 * the file and the key.
 */
export function configuratorStartProblems(
  entries: Readonly<Record<string, ConfiguratorEntry>>,
  components: readonly ComponentSource[],
  /** The file as its version's record names it: `content/6.x/data/configurator.json`. */
  file: string,
  /** The version's theme colour roles, which a colour may name as `theme.colors.<role>`. */
  roles: readonly string[],
): string[] {
  const byTitle = new Map(components.map((component) => [component.title, component]));
  return Object.entries(entries).flatMap(([title, entry]) => {
    const component = byTitle.get(title);
    const problems = component
      ? propsProblems(entry, component, roles)
      : [`"${title}" names no component page; expected a component's title such as "Button" or "Appbar.Action".`];
    return problems.map((problem) => `${file}: ${problem}`);
  });
}

type EntryNode = ConfiguratorEntry & { component: string; version: string };

/**
 * The starting points' problems, once the component docs and configurator.json are nodes; from
 * `createPages`, which reports them with the other content problems (content-problems.ts).
 */
export function checkConfiguratorStarts({ getNodesByType }: CreatePagesArgs): string[] {
  const docs = getNodesByType('ComponentDoc') as unknown as (ComponentSource & { version: string })[];
  const nodes = getNodesByType('ComponentConfiguratorEntry') as unknown as EntryNode[];
  const problems = docVersions().flatMap((version) =>
    configuratorStartProblems(
      Object.fromEntries(nodes.filter((node) => node.version === version.name).map((node) => [node.component, node])),
      docs.filter((doc) => doc.version === version.name),
      `${version.pageData}/configurator.json`,
      configuratorRoles(themeRolesOf(version)),
    ),
  );
  return problems;
}
