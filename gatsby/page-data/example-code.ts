import { compileExample } from '../../src/shared/live-example/compile';
import type { Context } from './entry';

/**
 * An example compiled for the in-page preview, so its first run needs no compiler in the
 * browser. Code the compiler rejects stays a static example (null), and the build goes on.
 */
export function compiledOrNull(code: string | null): string | null {
  if (!code) return null;
  try {
    return compileExample(code).code;
  } catch {
    return null;
  }
}

/** A file of a version's examples folder, as page data names it. */
export type ExampleRef = { file: string; version: string };

/**
 * The code of a file in a version's examples folder; `namer` is the data file and key that name it.
 * Sourcing checked that the file is there (example-files.ts); this is what a file deleted under
 * `gatsby develop` meets.
 */
export async function exampleFileCode(
  { file, version }: ExampleRef,
  { nodeModel }: Context,
  namer: string,
): Promise<string> {
  const example = (await nodeModel.findOne({
    type: 'ExampleFile',
    query: { filter: { relativePath: { eq: file }, version: { eq: version } } },
  })) as { code: string } | null;
  if (!example) throw new Error(`${namer} names ${file} in ${version}'s examples, which does not exist.`);
  return example.code;
}
