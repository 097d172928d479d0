import fs from 'fs';
import path from 'path';
import type { DocVersionSources } from '../config/doc-versions';
import type { DataFileName, DataOf } from './data-schemas';

/** The example files a page data file names, each with the key that names it. */
function exampleFilesOf(file: DataFileName, data: unknown): [key: string, file: string][] {
  if (file === 'example-fixes.json')
    return Object.entries(data as DataOf<'example-fixes.json'>).flatMap(([component, fix]) =>
      fix.file ? [[`${component}.file`, fix.file] as [string, string]] : [],
    );
  if (file === 'extended-examples.json')
    return Object.entries(data as DataOf<'extended-examples.json'>).flatMap(([component, examples]) =>
      examples.flatMap((example, index) =>
        example.tabs.map((tab, tabIndex): [string, string] => [
          `${component}[${index}].tabs[${tabIndex}].file`,
          tab.file,
        ]),
      ),
    );
  return [];
}

/**
 * Every example file a version's data file (`where`, from the project root) names must be in that
 * version's examples folder: one problem per file that is not, naming the key and the missing path.
 */
export function missingExampleFiles(
  file: DataFileName,
  data: unknown,
  where: string,
  version: Pick<DocVersionSources, 'examples' | 'examplesDir'>,
): string[] {
  return exampleFilesOf(file, data)
    .filter(([, example]) => !fs.existsSync(path.join(version.examplesDir, example)))
    .map(([key, example]) => `${where}: "${key}" is "${example}", but there is no ${version.examples}/${example}.`);
}
