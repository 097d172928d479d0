import fs from 'fs';
import path from 'path';
import ts from 'typescript';
import { builtPage } from '../helpers/built-site';
import { componentRoutes, pageDataOf } from '../helpers/site-routes';
import { docVersions } from '../../gatsby/config/site-config';
import { comparedVersions } from '../../gatsby/config/compared-versions';
import type { DocVersionSources } from '../../gatsby/config/doc-versions';

// A version's pages do not teach what its library no longer has: a word in code in a component's
// description or prop rows (the library's doc comments) that the version before used in its code and
// this version's code never does (`adaptive`, the Material Design 2 dark mode Surface's 6.0 comment
// still describes). Each is corrected in the version's description-fixes.json (`replace`) or kept
// there with a reason (`keeps`); a new one fails here, naming the page and the word.

/** Every name and string a library's source uses in code (not in comments). */
function codeWords(version: DocVersionSources): Set<string> {
  const words = new Set<string>();
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
