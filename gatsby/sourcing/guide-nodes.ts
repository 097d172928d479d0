import fs from 'fs';
import path from 'path';
import type { CreateNodeArgs, Reporter } from 'gatsby';
import { frontMatterProblems, guideBodyProblems } from './guide-checks';
import { createGuideCodeChecker } from './guide-code';
import { guideVersionOf } from '../config/guide-version';
import { docPath, guideDocId, versionedDocId } from '../../src/shared/routes';
import { recordContentProblems } from './content-problems';

/** `content/5.x/guides/02-theming.mdx` -> `theming` */
export function guideSlugFromFile(filePath: string): string {
  return path.basename(filePath, path.extname(filePath)).replace(/^\d+-/, '');
}

interface MdxNode {
  id: string;
  internal: { type: string; contentFilePath?: string };
  frontmatter?: Record<string, unknown>;
}

/**
 * Gives each guide its slug. A guide with broken front matter, a component guides do not have, an
 * unknown admonition type or a misused placeholder or state element stops the build with the other
 * content problems, every problem of the file on a line of its own (`file: …` or `file:line: …`;
 * see content-problems.ts).
 */
export function checkGuide({ node, actions, reporter }: CreateNodeArgs): void {
  const mdx = node as unknown as MdxNode;
  if (mdx.internal.type !== 'Mdx' || !mdx.internal.contentFilePath) return;
  const file = mdx.internal.contentFilePath;
  const relativePath = path.relative(process.cwd(), file);
  const problems = [
    ...frontMatterProblems(mdx.frontmatter ?? {}).map((problem) => `${relativePath}: ${problem}`),
    ...guideBodyProblems(fs.readFileSync(file, 'utf8')).map(
      ({ line, problem }) => `${relativePath}:${line}: ${problem}`,
    ),
  ];
  recordContentProblems(file, problems);
  if (process.env.gatsby_executing_command === 'develop') warnAboutGuideCode(file, reporter);
  const slug = guideSlugFromFile(file);
  const version = guideVersionOf(file);
  const localId = guideDocId(slug);
  actions.createNodeField({ node, name: 'slug', value: slug });
  actions.createNodeField({ node, name: 'relativePath', value: relativePath });
  actions.createNodeField({ node, name: 'version', value: version.name });
  actions.createNodeField({ node, name: 'docId', value: versionedDocId(version.prefix, localId) });
  actions.createNodeField({ node, name: 'localId', value: localId });
  actions.createNodeField({ node, name: 'path', value: docPath(version.prefix, localId) });
}

const codeCheckers = new Map<string, ReturnType<typeof createGuideCodeChecker>>();
const savedGuides = new Set<string>();
let timer: NodeJS.Timeout | undefined;

/**
 * `gatsby develop` only: warns about code in the guides just (re)created that does not type-check.
 * Builds leave that to the unit tests (`__tests__/unit/guide-code.test.ts`). The check reads every
 * guide, since blocks may import another guide's, once the guides created together are all in:
 * about 4 s at the start, about 1 s after a save.
 */
function warnAboutGuideCode(file: string, reporter: Reporter): void {
  savedGuides.add(path.relative(process.cwd(), file));
  clearTimeout(timer);
  timer = setTimeout(() => {
    const saved = new Set(savedGuides);
    savedGuides.clear();
    try {
      const { library } = guideVersionOf(file);
      const checkGuideCode = codeCheckers.get(library) ?? createGuideCodeChecker(library);
      codeCheckers.set(library, checkGuideCode);
      const dir = path.dirname(file);
      const guides = fs
        .readdirSync(dir)
        .filter((name) => name.endsWith('.mdx'))
        .map((name) => ({
          file: path.relative(process.cwd(), path.join(dir, name)),
          source: fs.readFileSync(path.join(dir, name), 'utf8'),
        }));
      const problems = checkGuideCode(guides).filter((problem) => saved.has(problem.file));
      if (problems.length === 0) return;
      const heading =
        'Guide code that does not type-check (a partial snippet needs `fragment`, see docs/writing-guides.md):';
      reporter.warn([heading, ...problems.map((problem) => problem.message)].join('\n'));
    } catch (error) {
      // Outside any Gatsby API, so a throw would end `gatsby develop`.
      reporter.warn(`Could not type-check the guides' code: ${error instanceof Error ? error.message : String(error)}`);
    }
  }, 500);
}
