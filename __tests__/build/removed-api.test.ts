import fs from 'fs';
import path from 'path';
import ts from 'typescript';
import type { HTMLElement } from 'node-html-parser';
import { builtPage } from '../helpers/built-site';
import { componentRoutes, guidesOf, pageDataOf, pageOf } from '../helpers/site-routes';
import { libraryExportsOf } from '../../gatsby/shared/library-exports';
import { themeRolesOf } from '../../gatsby/shared/theme-roles';
import { API_CHANGES_ID } from '../../src/shared/routes';
import { docVersions } from '../../gatsby/config/site-config';
import { comparedVersions } from '../../gatsby/config/compared-versions';
import type { DocVersionSources } from '../../gatsby/config/doc-versions';

// A version's pages do not teach what its library no longer has: a word in code in a component's
// description or prop rows (the library's doc comments) that the version before used in its code and
// this version's code never does (`adaptive`, the Material Design 2 dark mode Surface's 6.0 comment
// still describes). Each is corrected in the version's description-fixes.json (`replace`) or kept
// there with a reason (`keeps`); a new one fails here, naming the page and the word.
//
// Guides may name what the version removed only to say so: a section of a guide (the migration guide
// aside; from one heading to the next) whose text or code names a removed export, theme colour role or
// dropped name links the reader to the migration guide or the API changes page.

const wordsOfVersion = new Map<string, Set<string>>();

/** Every name and string a library's source uses in code (not in comments); read once per version. */
function codeWords(version: DocVersionSources): Set<string> {
  const known = wordsOfVersion.get(version.name);
  if (known) return known;
  const words = new Set<string>();
  wordsOfVersion.set(version.name, words);
  const read = (dir: string) => {
    for (const item of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, item.name);
      if (item.isDirectory()) {
        if (item.name !== '__tests__') read(full);
      } else if (/\.tsx?$/.test(item.name)) {
        const kind = full.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
        const source = ts.createSourceFile(full, fs.readFileSync(full, 'utf8'), ts.ScriptTarget.Latest, false, kind);
        const visit = (node: ts.Node) => {
          if (ts.isIdentifier(node) || ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
            words.add(node.text);
          ts.forEachChild(node, visit);
        };
        visit(source);
      }
    }
  };
  read(path.dirname(version.componentsDir));
  return words;
}

/** A name, not a keyword (`true`, `null`): keywords are not names a library has or drops. */
const isName = (word: string) =>
  ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, word).scan() === ts.SyntaxKind.Identifier;

const keptWords = (version: DocVersionSources): Map<string, Set<string>> => {
  const fixes = pageDataOf<Record<string, { keeps?: Record<string, string> }>>(version, 'description-fixes.json');
  return new Map(Object.entries(fixes).map(([title, fix]) => [title, new Set(Object.keys(fix.keeps ?? {}))]));
};

describe.each(
  comparedVersions(docVersions()).map(({ version, previous }) => [version.name, version, previous] as const),
)('%s component pages', (_name, version, previous) => {
  it('mention nothing the version before had and this one no longer has, unless kept with a reason', () => {
    const before = codeWords(previous);
    const now = codeWords(version);
    const kept = keptWords(version);
    const mentions = componentRoutes(version).flatMap(([route, title]) =>
      builtPage(route)
        .querySelectorAll('.doc-content__lead code, .prop-list code')
        .map((code) => code.textContent.trim().replace(/^['"]|['"]$/g, ''))
        .filter((word) => /^[\w.]+$/.test(word))
        .filter((word) => {
          const name = word.split('.').pop()!;
          return isName(name) && before.has(name) && !now.has(name);
        })
        .filter((word) => !kept.get(title)?.has(word))
        .map((word) => `${title}: ${word}`),
    );
    expect(mentions).toEqual([]);
  });
});

/** The names the version before exported, had as theme roles or lists as dropped, that this version no longer has. */
function removedNames(version: DocVersionSources, previous: DocVersionSources): Set<string> {
  const now = new Set([...libraryExportsOf(version), ...themeRolesOf(version), ...codeWords(version)]);
  const dropped = (version.migration?.changes ?? []).flatMap((change) => Object.keys(change.names ?? {}));
  return new Set(
    [...libraryExportsOf(previous), ...themeRolesOf(previous), ...dropped].filter(
      (name) => isName(name) && !now.has(name),
    ),
  );
}

/**
 * The names a code sample takes from the library: what it imports from it, and the props, keys and
 * members it writes (`roundness: 4`, `theme.isV3`, `<Button rippleColor>`), never what it imports from
 * another library (React Navigation's `DefaultTheme`) or says in a comment.
 */
function libraryNamesIn(code: string): string[] {
  const names: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      node.moduleSpecifier.text.startsWith('react-native-paper')
    ) {
      const bindings = node.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings))
        names.push(...bindings.elements.map((element) => (element.propertyName ?? element.name).text));
    } else if (ts.isPropertyAccessExpression(node) || ts.isPropertyAssignment(node) || ts.isJsxAttribute(node)) {
      if (ts.isIdentifier(node.name)) names.push(node.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile('sample.tsx', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX));
  return names;
}

/** The names a block of a guide mentions: a code sample's from the library, every word of inline code. */
const namesIn = (block: HTMLElement): string[] =>
  block.tagName === 'PRE'
    ? libraryNamesIn(block.textContent)
    : block.querySelectorAll('code').flatMap((code) => code.textContent.match(/[A-Za-z_$][\w$]*/g) ?? []);

/** A guide's blocks (paragraphs, list items, table rows, code samples) grouped by the heading above them. */
function sectionsOf(page: HTMLElement): HTMLElement[][] {
  const sections: HTMLElement[][] = [[]];
  for (const element of page.querySelectorAll(
    'article h2, article h3, article p, article li, article tr, article pre',
  )) {
    if (/^H[23]$/.test(element.tagName)) sections.push([]);
    else sections[sections.length - 1].push(element);
  }
  return sections;
}

describe.each(
  comparedVersions(docVersions()).map(({ version, previous }) => [version.name, version, previous] as const),
)('%s guides', (_name, version, previous) => {
  it('name a removed export, theme role or dropped name only in a section that links to the migration guide or the API changes page', () => {
    const removed = removedNames(version, previous);
    const guide = version.migration!.guide;
    const explained = [pageOf(version, `${guide}/`), pageOf(version, `${API_CHANGES_ID}/`)];
    const sendsToChanges = (block: HTMLElement) =>
      block.querySelectorAll('a').some((a) => explained.some((to) => (a.getAttribute('href') ?? '').includes(to)));
    const mentions = guidesOf(version)
      .filter(([slug]) => `guides/${slug}` !== guide)
      .flatMap(([slug]) =>
        sectionsOf(builtPage(pageOf(version, `guides/${slug}/`)))
          .filter((section) => !section.some(sendsToChanges))
          .flat()
          .flatMap((block) =>
            namesIn(block)
              .filter((word) => removed.has(word))
              .map((word) => `${slug}: ${word} in "${block.textContent.trim().slice(0, 60)}…"`),
          ),
      );
    expect([...new Set(mentions)]).toEqual([]);
  });
});
