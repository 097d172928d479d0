import path from 'path';
import type { Root } from 'mdast';
import { applyVersionWords, versionWordProblems } from './resolve-version-words';
import { versionWordsOf } from './version-words';
import { guideVersionOf } from '../config/guide-version';

/**
 * What a guide says that depends on its version's library or state, as the version says it now
 * (resolve-version-words.ts): placeholders filled from the installed library, `<WhileNext>` kept only
 * while the version is next. The sourcing checks report a mistake first, with every other one of the
 * build (gatsby/sourcing/guide-checks.ts); this stops a compile that meets one anyway (`gatsby develop`).
 */
export default function remarkVersionWords() {
  return (tree: Root, file: { path?: string }): void => {
    if (!file.path) return;
    const problems = versionWordProblems(tree);
    if (problems.length > 0) {
      const where = path.relative(process.cwd(), file.path);
      throw new Error(problems.map(({ line, problem }) => `${where}:${line}: ${problem}`).join('\n'));
    }
    applyVersionWords(tree, versionWordsOf(guideVersionOf(file.path)));
  };
}
