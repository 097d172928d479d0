import path from 'path';
import ts from 'typescript';
import { docTargetPath } from '../../src/shared/routes';
import type { RoutePrefix } from '../../src/shared/doc-versions';
import { REACT_NATIVE_TYPES, REACT_TYPES } from './external-docs';

/**
 * Where a name in a type leads:
 * - `doc`: a page of this site, by its route with an optional `#hash` (`/docs/components/Button/`,
 *   `/6.x/docs/guides/theming/#what-a-theme-contains`);
 * - `type`: a library type whose definition the component page shows (`IconSource`);
 * - `external`: React Native's or React's documentation.
 */
export interface TypeLink {
  kind: 'doc' | 'type' | 'external';
  target: string;
}

/** A piece of a type as written; names with somewhere to lead carry a link. */
export interface TypeToken {
  text: string;
  link: TypeLink | null;
}

/** A library type shown on a component page, as written in the library's source. */
export interface TypeDefinition {
  name: string;
  description: string;
  /** The file that declares it, relative to the library's `src/`. */
  sourcePath: string;
  definition: TypeToken[];
}

interface DocumentedFile {
  file: string;
  /** Its page's route. */
  path: string;
}

/** Theme types are explained by the theming guide (the documented version's, by its id there) rather than by their (long) definitions. */
const THEME_TYPES: Record<string, string> = {
  ThemeProp: 'guides/theming#what-a-theme-contains',
  InternalTheme: 'guides/theming#what-a-theme-contains',
  MD3Theme: 'guides/theming#what-a-theme-contains',
  MD2Theme: 'guides/theming#what-a-theme-contains',
  MD3Colors: 'guides/theming#colour-roles',
};

/** How many levels of library types a page follows from its props' types. */
const DEFINITION_DEPTH = 3;

type NameNode = ts.EntityName | ts.Expression;

/**
 * Turns the types written in the library's source into linked tokens, using the
 * same TypeScript program as the parser: the checker says which package declares
 * each name, so a link is never guessed from the name alone.
 */
export class TypeLinker {
  private readonly documented: Map<string, string>;

  constructor(
    private readonly checker: ts.TypeChecker,
    private readonly libraryRoot: string,
    documented: DocumentedFile[],
    /** The route prefix of the docs version these pages belong to (`6.x`), whose guides theme types lead to. */
    private readonly routePrefix?: RoutePrefix,
  ) {
    this.documented = new Map(documented.map((entry) => [path.resolve(entry.file), entry.path]));
  }

  /**
   * Links the names of one component page's types. `tokens()` for each type the page
   * shows, then `definitions()` for the library types they named; `unlinked` lists
   * the names that could not be resolved.
   */
  forPage(): PageTypeLinker {
    return new PageTypeLinker(this);
  }

  /** Where a name leads, `null` for names with nowhere to go (type parameters, `Array`), or `undefined` if unknown. */
  resolve(nameNode: NameNode): { link: TypeLink | null; declaration?: ts.Declaration } | undefined {
    const text = nameNode.getText();
    const last = text.split('.').pop()!;
    if (THEME_TYPES[last]) return { link: { kind: 'doc', target: docTargetPath(this.routePrefix, THEME_TYPES[last]) } };

    let symbol = this.checker.getSymbolAtLocation(
      ts.isQualifiedName(nameNode)
        ? nameNode.right
        : ts.isPropertyAccessExpression(nameNode)
          ? nameNode.name
          : nameNode,
    );
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = this.checker.getAliasedSymbol(symbol);
    const declaration = symbol?.declarations?.[0];
    if (!symbol || !declaration) return undefined;
    if (symbol.flags & ts.SymbolFlags.TypeParameter) return { link: null };

    const file = path.resolve(declaration.getSourceFile().fileName);
    // Imports may rename: `TextInput as NativeTextInput`.
    const names = [text, last, symbol.getName()];
    if (/[\\/]typescript[\\/]lib[\\/]/.test(file)) return { link: null };
    if (/[\\/]@types[\\/]react-native[\\/]/.test(file)) return external(lookup(REACT_NATIVE_TYPES, names));
    if (/[\\/]@types[\\/]react[\\/]/.test(file)) return external(lookup(REACT_TYPES, names));

    const page = this.documented.get(file);
    if (page && symbol.flags & ts.SymbolFlags.Value) return { link: { kind: 'doc', target: page } };
    // A documented component's `Props` are its page's props.
    if (page && symbol.getName() === 'Props') return { link: { kind: 'doc', target: `${page}#props` } };
    if (file.startsWith(this.libraryRoot + path.sep) && isDefinition(declaration)) {
      return { link: { kind: 'type', target: symbol.getName() }, declaration };
    }
    return undefined;
  }

  sourcePathOf(declaration: ts.Declaration): string {
    return path.relative(this.libraryRoot, declaration.getSourceFile().fileName).split(path.sep).join('/');
  }

  descriptionOf(declaration: ts.Declaration): string {
    const symbol =
      (declaration as ts.NamedDeclaration).name &&
      this.checker.getSymbolAtLocation((declaration as ts.NamedDeclaration).name!);
    return symbol ? ts.displayPartsToString(symbol.getDocumentationComment(this.checker)).trim() : '';
  }
}

export class PageTypeLinker {
  /** Library types this page's types named, by name, in the order first met. */
  private readonly named = new Map<string, { declaration: ts.Declaration; depth: number }>();
  readonly unlinked = new Set<string>();

  constructor(private readonly linker: TypeLinker) {}

  /** The type node's text in tokens; `oneLine` folds its whitespace as a prop's type is shown. */
  tokens(node: ts.Node, oneLine: boolean, depth = 0): TypeToken[] {
    const source = node.getSourceFile().text;
    const tokens: TypeToken[] = [];
    let position = node.getStart();
    const pushText = (end: number) => {
      if (end <= position) return;
      const text = source.slice(position, end);
      tokens.push({ text: oneLine ? text.replace(/\s+/g, ' ') : text, link: null });
    };
    const visit = (child: ts.Node) => {
      const nameNode = referencedName(child);
      if (nameNode) {
        const resolved = this.linker.resolve(nameNode);
        if (resolved === undefined) this.unlinked.add(nameNode.getText());
        // A definition too deep to show on the page is named without a link.
        const shown =
          resolved?.link &&
          (!resolved.declaration || this.remember(resolved.link.target, resolved.declaration, depth + 1));
        if (resolved?.link && shown) {
          pushText(nameNode.getStart());
          tokens.push({ text: nameNode.getText(), link: resolved.link });
          position = nameNode.getEnd();
        }
      }
      ts.forEachChild(child, visit);
    };
    visit(node);
    pushText(node.getEnd());
    if (oneLine && tokens.length > 0) {
      tokens[0].text = tokens[0].text.trimStart();
      tokens[tokens.length - 1].text = tokens[tokens.length - 1].text.trimEnd();
    }
    return mergeText(tokens);
  }

  /** The definitions of every library type named so far, following their own names a few levels deep. */
  definitions(): TypeDefinition[] {
    const done: TypeDefinition[] = [];
    for (const [name, { declaration, depth }] of this.named) {
      // Definitions may name further types, which this loop then also reaches.
      done.push({
        name,
        description: this.linker.descriptionOf(declaration),
        sourcePath: this.linker.sourcePathOf(declaration),
        definition: this.tokens(declaration, false, depth).map((token, index) =>
          index === 0 ? { ...token, text: token.text.replace(/^export\s+(default\s+)?/, '') } : token,
        ),
      });
    }
    return done;
  }

  /** Whether the page shows the definition, now or already. */
  private remember(name: string, declaration: ts.Declaration, depth: number): boolean {
    if (this.named.has(name)) return true;
    if (depth > DEFINITION_DEPTH) return false;
    this.named.set(name, { declaration, depth });
    return true;
  }
}

function lookup(table: Record<string, string>, names: string[]): string | undefined {
  return names.map((name) => table[name]).find(Boolean);
}

function external(url: string | undefined) {
  return url ? { link: { kind: 'external' as const, target: url } } : undefined;
}

function isDefinition(declaration: ts.Declaration): boolean {
  return (
    ts.isTypeAliasDeclaration(declaration) ||
    ts.isInterfaceDeclaration(declaration) ||
    ts.isEnumDeclaration(declaration)
  );
}

/** The name a type node refers to: `IconSource`, `React.ReactNode`, `typeof Button`, `extends ViewProps`. */
function referencedName(node: ts.Node): NameNode | undefined {
  if (ts.isTypeReferenceNode(node)) return node.typeName;
  if (ts.isTypeQueryNode(node)) return node.exprName;
  if (ts.isExpressionWithTypeArguments(node)) return node.expression;
  return undefined;
}

/** Neighbouring plain pieces become one. */
function mergeText(tokens: TypeToken[]): TypeToken[] {
  const merged: TypeToken[] = [];
  for (const token of tokens) {
    const previous = merged[merged.length - 1];
    if (previous && !previous.link && !token.link) previous.text += token.text;
    else if (token.text) merged.push({ ...token });
  }
  return merged;
}
