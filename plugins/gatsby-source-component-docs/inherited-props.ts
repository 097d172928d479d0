import path from 'path';
import ts from 'typescript';
import { REACT_PROPS, reactNativeComponentOf, reactNativeComponentUrl } from './external-docs';
import type { TypeLink } from './type-links';

/** Props a component accepts from what it extends, grouped by where they are declared. */
export interface InheritedGroup {
  /** `Surface`, `View`, `React` */
  source: string;
  link: TypeLink | null;
  /**
   * `target`: where the prop is documented, as an anchor on the group's page (`#prop-elevation`,
   * `#onlayout`) or a URL; null when only the group's page can be given. Anchors keep page data small.
   */
  props: { name: string; target: string | null }[];
}

interface Origin {
  source: string;
  link: TypeLink | null;
  propTarget(name: string): string | null;
  /** Paper components first, then React Native, then the rest. */
  rank: number;
}

/** Documented component files by absolute path, with whether their page lists a prop. */
export type DocumentedPages = Map<string, { title: string; path: string; listsProp(name: string): boolean }>;

const external = (target: string | undefined): TypeLink | null => (target ? { kind: 'external', target } : null);

/** Where one declaration of an inherited prop comes from, or null when it is nowhere a reader can look. */
function originOf(declaration: ts.Declaration, documented: DocumentedPages): Origin | null {
  const file = path.resolve(declaration.getSourceFile().fileName);
  const page = documented.get(file);
  if (page) {
    return {
      source: page.title,
      link: { kind: 'doc', target: page.path },
      propTarget: (name) => (page.listsProp(name) ? `#prop-${name}` : null),
      rank: 0,
    };
  }
  const owner = declaration.parent;
  if (/[\\/]@types[\\/]react-native[\\/]/.test(file) && owner && ts.isInterfaceDeclaration(owner)) {
    const component = reactNativeComponentOf(owner.name.text);
    return {
      source: component,
      link: external(reactNativeComponentUrl(component)),
      propTarget: (name) => `#${name.toLowerCase()}`,
      rank: 1,
    };
  }
  if (/[\\/]@types[\\/]react[\\/]/.test(file)) {
    return {
      source: 'React',
      link: external('https://react.dev/reference/react'),
      propTarget: (name) => REACT_PROPS[name] ?? null,
      rank: 2,
    };
  }
  return null;
}

/**
 * Groups the props a component inherits. A prop declared by both a Paper component
 * and React Native is Paper's, because that is the page that documents it for Paper.
 */
export function groupInherited(properties: ts.Symbol[], documented: DocumentedPages): InheritedGroup[] {
  const groups = new Map<string, InheritedGroup & { rank: number }>();
  for (const property of properties) {
    const origins = (property.declarations ?? [])
      .map((declaration) => originOf(declaration, documented))
      .filter((o): o is Origin => Boolean(o));
    const origin = origins.sort((a, b) => a.rank - b.rank)[0];
    if (!origin) continue;
    const group = groups.get(origin.source) ?? {
      source: origin.source,
      link: origin.link,
      props: [],
      rank: origin.rank,
    };
    group.props.push({ name: property.getName(), target: origin.propTarget(property.getName()) });
    groups.set(origin.source, group);
  }
  return [...groups.values()]
    .sort((a, b) => a.rank - b.rank || b.props.length - a.props.length)
    .map(({ rank: _rank, ...group }) => ({
      ...group,
      props: group.props.sort((a, b) => a.name.localeCompare(b.name)),
    }));
}
