import path from 'path';
import * as docgen from 'react-docgen-typescript';
import ts from 'typescript';
import { readPropTags, type PropBadge } from './prop-tags';
import { groupInherited, type DocumentedPages, type InheritedGroup } from './inherited-props';
import { TypeLinker, type PageTypeLinker, type TypeDefinition } from './type-links';
import type { RoutePrefix } from '../../src/shared/doc-versions';

/**
 * A prop as the plugin's `ComponentProp` type in the schema describes it (the SDL in gatsby-node.ts is
 * the one definition; `Queries` is generated from it), without the fields the site's resolvers add.
 */
export type PropDoc = Omit<Queries.ComponentProp, 'descriptionHtml'>;

export interface ParsedComponent {
  description: string;
  /** Leading tags of the component's comment, such as `@supported`. */
  badges: PropBadge[];
  /** `@extends` of the component's comment: what its other props come from. */
  extends: { name: string; url: string | null } | null;
  props: PropDoc[];
  /** Props accepted from what the component extends (Surface, View …), by where they are declared. */
  inheritedProps: InheritedGroup[];
  /** Library types named by the props' types, with their definitions. */
  types: TypeDefinition[];
  /** Names in the props' types that lead nowhere known; the build reports them. */
  unlinkedTypes: string[];
}

interface DocumentedComponent {
  file: string;
  title: string;
  /** Its page's route, which links to it lead to (`/6.x/docs/components/Button/`). */
  path: string;
}

const COMPILER_OPTIONS: ts.CompilerOptions = {
  jsx: ts.JsxEmit.React,
  esModuleInterop: true,
  allowSyntheticDefaultImports: true,
  strict: true,
  skipLibCheck: true,
  moduleResolution: ts.ModuleResolutionKind.NodeJs,
  target: ts.ScriptTarget.ES2020,
  noEmit: true,
};

type FunctionLike = ts.ArrowFunction | ts.FunctionExpression | ts.FunctionDeclaration;

/**
 * Reads component docs with react-docgen-typescript's parser on one TypeScript
 * program, resolving what docgen cannot see on its own: components wrapped in
 * the library's `forwardRef` helper or its theme HOCs. Props come from the
 * file's `Props` type, or else from the type of the component's parameter, so
 * every component gets its real props.
 */
export class ComponentParser {
  private readonly program: ts.Program;
  private readonly checker: ts.TypeChecker;
  private readonly parser: docgen.Parser;

  private readonly documentedFiles: string[];
  private readonly documentedPages: DocumentedPages;
  private readonly linker: TypeLinker;

  /**
   * `documented`: every page's source file, title and route. Props declared in another
   * documented component's file are inherited from it, not listed.
   */
  constructor(
    private readonly documented: DocumentedComponent[],
    private readonly libraryRoot: string,
    /** The route prefix of the docs version the pages belong to (`6.x`); none for the one at /docs/. */
    routePrefix?: RoutePrefix,
  ) {
    this.documentedFiles = documented.map((page) => path.resolve(page.file));
    this.documentedPages = new Map(
      documented.map((page) => [
        path.resolve(page.file),
        { ...page, listsProp: (name: string) => this.ownPropNames(page.file).has(name) },
      ]),
    );
    this.program = ts.createProgram(this.documentedFiles, COMPILER_OPTIONS);
    this.checker = this.program.getTypeChecker();
    this.parser = new docgen.Parser(this.program, {
      savePropValueAsString: true,
      shouldRemoveUndefinedFromOptional: true,
    });
    this.linker = new TypeLinker(this.checker, path.resolve(libraryRoot), documented, routePrefix);
  }

  parse(file: string): ParsedComponent | null {
    const source = this.program.getSourceFile(file);
    if (!source) return null;
    const moduleSymbol = this.checker.getSymbolAtLocation(source);
    const exported =
      moduleSymbol && this.checker.getExportsOfModule(moduleSymbol).find((s) => s.getName() === 'default');
    if (!exported) return null;

    const chain = this.implementationChain(exported);
    const documented = chain.find((symbol) => this.parser.getFullJsDocComment(symbol).fullComment);
    if (!documented) return null;
    const comment = this.parser.getFullJsDocComment(documented);
    const tags = readPropTags(documented.getJsDocTags(this.checker));

    const implementation = chain.map((symbol) => this.functionOf(symbol)).find(Boolean);
    const propsType = this.findPropsType(source) ?? (implementation ? this.parameterType(implementation) : null);
    const defaults = this.defaultsOf(chain, implementation ?? undefined);
    const types = this.linker.forPage();
    const props = propsType ? this.propsOf(propsType, file, defaults, types) : [];
    return {
      description: [comment.description.trim(), tags.trailingText].filter(Boolean).join('\n'),
      badges: tags.badges,
      extends:
        parseExtends(comment.tags.extends?.split('\n')[0]) ?? (propsType ? this.inheritedFrom(propsType, file) : null),
      props,
      inheritedProps: propsType ? this.inheritedPropsOf(propsType, file) : [],
      types: types.definitions(),
      unlinkedTypes: [...types.unlinked].sort(),
    };
  }

  /** The exported symbol, then what it wraps: `forwardRef(X)`, `withInternalTheme(X)`, `X as Y`. */
  private implementationChain(start: ts.Symbol): ts.Symbol[] {
    const chain: ts.Symbol[] = [];
    let symbol: ts.Symbol | undefined = start;
    while (symbol && !chain.includes(symbol) && chain.length < 8) {
      if (symbol.flags & ts.SymbolFlags.Alias) symbol = this.checker.getAliasedSymbol(symbol);
      chain.push(symbol);
      const declaration: ts.Declaration | undefined = symbol.valueDeclaration ?? symbol.declarations?.[0];
      let expression: ts.Expression | undefined;
      if (declaration && ts.isVariableDeclaration(declaration)) expression = declaration.initializer;
      if (declaration && ts.isExportAssignment(declaration)) expression = declaration.expression;
      const inner: ts.Identifier | undefined = expression && unwrapToIdentifier(expression);
      symbol = inner ? this.checker.getSymbolAtLocation(inner) : undefined;
    }
    return chain;
  }

  /** The function a symbol holds, directly or as the first argument of a wrapper call. */
  private functionOf(symbol: ts.Symbol): FunctionLike | null {
    const declaration = symbol.valueDeclaration;
    if (!declaration) return null;
    if (ts.isFunctionDeclaration(declaration)) return declaration;
    if (ts.isVariableDeclaration(declaration) && declaration.initializer) return findFunction(declaration.initializer);
    return null;
  }

  private findPropsType(source: ts.SourceFile): ts.Type | null {
    for (const statement of source.statements) {
      if (
        (ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) &&
        statement.name.text === 'Props'
      ) {
        return this.checker.getTypeAtLocation(statement.name);
      }
    }
    return null;
  }

  /**
   * The type of the component's first parameter: its props when the file names them otherwise
   * than `Props` (`TextInputProps`, `MenuProps` in 6.x). A parameter without a type gives none.
   */
  private parameterType(implementation: FunctionLike): ts.Type | null {
    const parameter = implementation.parameters[0];
    return parameter?.type ? this.checker.getTypeAtLocation(parameter.type) : null;
  }

  /** Defaults from the destructured first parameter, or a class's static defaultProps. */
  private defaultsOf(chain: ts.Symbol[], implementation: FunctionLike | undefined): Record<string, string> {
    const raw: Record<string, unknown> = {};
    const parameter = implementation?.parameters[0];
    if (parameter && ts.isObjectBindingPattern(parameter.name)) {
      Object.assign(
        raw,
        this.parser.getPropMap(parameter.name.elements as unknown as ts.NodeArray<ts.PropertyAssignment>),
      );
    }
    for (const symbol of chain) {
      const declaration = symbol.valueDeclaration;
      if (declaration && ts.isClassDeclaration(declaration)) {
        Object.assign(raw, this.parser.extractDefaultPropsFromComponent(symbol, declaration.getSourceFile()));
      }
    }
    return Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, String(value)]));
  }

  private propsOf(type: ts.Type, file: string, defaults: Record<string, string>, types: PageTypeLinker): PropDoc[] {
    const props: (PropDoc & { position: number })[] = [];
    for (const property of this.checker.getPropertiesOfType(type)) {
      // A prop merged from several types (`A & { x }`) is documented where this file declares it.
      const declaration = this.ownDeclaration(property, file);
      if (!declaration) continue;
      const declared = (declaration.name && this.checker.getSymbolAtLocation(declaration.name)) || property;
      const comment = this.parser.getFullJsDocComment(declared);
      const tags = readPropTags(declared.getJsDocTags(this.checker));
      if (tags.internal) continue;
      const name = property.getName();
      const description = [comment.description.trim(), tags.trailingText].filter(Boolean).join('\n');
      const type = this.typeText(property, declaration);
      const typeNode = this.typeNode(declaration);
      props.push({
        name,
        required: !(property.flags & ts.SymbolFlags.Optional) && defaults[name] === undefined,
        type,
        typeTokens: typeNode ? types.tokens(typeNode, true) : [{ text: type, link: null }],
        description,
        defaultValue: defaults[name] ?? comment.tags.default ?? null,
        badges: tags.badges,
        position: declaration.getSourceFile().fileName === file ? declaration.getStart() : Number.MAX_SAFE_INTEGER,
      });
    }
    // Props declared in the component's own file first, in source order.
    return props.sort((a, b) => a.position - b.position).map(({ position: _position, ...prop }) => prop);
  }

  /**
   * The declaration to document a prop by: one in this file first, else one in
   * a helper file of the library. Props that only come from React Native or
   * from another documented component are inherited, not listed.
   */
  private ownDeclaration(property: ts.Symbol, file: string): ts.NamedDeclaration | undefined {
    const declarations = (property.declarations ?? []) as ts.NamedDeclaration[];
    const fileOf = (declaration: ts.Declaration) => path.resolve(declaration.getSourceFile().fileName);
    return (
      declarations.find((declaration) => fileOf(declaration) === path.resolve(file)) ??
      declarations.find((declaration) => {
        const declaredIn = fileOf(declaration);
        return declaredIn.startsWith(this.libraryRoot) && !this.documentedFiles.includes(declaredIn);
      })
    );
  }

  private readonly propNames = new Map<string, Set<string>>();

  /** The props a documented file's page lists. */
  private ownPropNames(file: string): Set<string> {
    let names = this.propNames.get(file);
    if (!names) {
      const source = this.program.getSourceFile(file);
      const type = source && this.findPropsType(source);
      names = new Set(type ? this.propsOf(type, file, {}, this.linker.forPage()).map((prop) => prop.name) : []);
      this.propNames.set(file, names);
    }
    return names;
  }

  /** The props this component accepts but does not document itself, except the library's internal ones. */
  private inheritedPropsOf(type: ts.Type, file: string): InheritedGroup[] {
    const inherited = this.checker
      .getPropertiesOfType(type)
      .filter(
        (property) =>
          !this.ownDeclaration(property, file) && !readPropTags(property.getJsDocTags(this.checker)).internal,
      );
    return groupInherited(inherited, this.documentedPages);
  }

  /** Without an `@extends` tag: the documented component most of the unlisted props come from (Button -> Surface). */
  private inheritedFrom(type: ts.Type, file: string): ParsedComponent['extends'] {
    const counts = new Map<string, number>();
    for (const property of this.checker.getPropertiesOfType(type)) {
      if (this.ownDeclaration(property, file)) continue;
      const source = property.declarations
        ?.map((declaration) => path.resolve(declaration.getSourceFile().fileName))
        .find((declaredIn) => declaredIn !== path.resolve(file) && this.documentedFiles.includes(declaredIn));
      if (source) counts.set(source, (counts.get(source) ?? 0) + 1);
    }
    const [top] = [...counts].sort((a, b) => b[1] - a[1]);
    const page = top && this.documented.find((entry) => path.resolve(entry.file) === top[0]);
    return page ? { name: page.title, url: null } : null;
  }

  private typeNode(declaration: ts.Declaration): ts.TypeNode | undefined {
    return (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) && declaration.type
      ? declaration.type
      : undefined;
  }

  private typeText(property: ts.Symbol, declaration: ts.Declaration): string {
    const node = this.typeNode(declaration);
    if (node) return node.getText().replace(/\s+/g, ' ').trim();
    return this.checker.typeToString(this.checker.getTypeOfSymbolAtLocation(property, declaration));
  }
}

function unwrapToIdentifier(expression: ts.Expression): ts.Identifier | undefined {
  let current: ts.Expression = expression;
  for (;;) {
    if (ts.isIdentifier(current)) return current;
    if (ts.isAsExpression(current) || ts.isParenthesizedExpression(current) || ts.isTypeAssertionExpression(current)) {
      current = current.expression;
    } else if (ts.isCallExpression(current)) {
      const argument = current.arguments[0];
      if (!argument) return undefined;
      current = argument;
    } else {
      return undefined;
    }
  }
}

function findFunction(expression: ts.Expression): FunctionLike | null {
  let current: ts.Expression = expression;
  for (;;) {
    if (ts.isArrowFunction(current) || ts.isFunctionExpression(current)) return current;
    if (ts.isAsExpression(current) || ts.isParenthesizedExpression(current)) current = current.expression;
    else if (ts.isCallExpression(current) && current.arguments[0]) current = current.arguments[0];
    else return null;
  }
}

/** `@extends TouchableRipple props https://…` -> { name: 'TouchableRipple', url } */
export function parseExtends(tag: string | undefined): ParsedComponent['extends'] {
  if (!tag) return null;
  const url = /(https?:\/\/\S+)/.exec(tag)?.[1] ?? null;
  const name = tag
    .replace(url ?? '', '')
    .replace(/\bprops\b/i, '')
    .trim();
  return name ? { name, url } : null;
}
