import fs from 'fs';
import path from 'path';
import type { DocVersionSources } from '../config/doc-versions';

/**
 * Every example file a version's data file (`where`, from the project root) names, with the key that
 * names it, must be in that version's examples folder: one problem per file that is not, naming the
 * key and the missing path.
 */
export function missingExampleFiles(
  files: readonly [key: string, file: string][],
  where: string,
  version: Pick<DocVersionSources, 'examples' | 'examplesDir'>,
): string[] {
  return files
    .filter(([, example]) => !fs.existsSync(path.join(version.examplesDir, example)))
    .map(([key, example]) => `${where}: "${key}" is "${example}", but there is no ${version.examples}/${example}.`);
}
