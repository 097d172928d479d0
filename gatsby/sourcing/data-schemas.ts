import fs from 'fs';
import path from 'path';
import { z } from 'zod';
import { fallbackMessage, firstProblem } from '../config/schema-problem';
import { entry, text, url } from '../page-data/schema-parts';
import { isPageDataFileName, pageDataEntries, type PageDataFileName, type PageDataOf } from '../page-data/registry';

/**
 * The shape of each content/data file that becomes nodes, written once: the build checks the
 * file against it and the Node-side types are inferred from it.
 */

/** The showcase's screenshots, as the library's repository publishes them; the build resizes them. */
export const SHOWCASE_DIR = path.resolve(__dirname, '..', '..', 'content', 'showcase');

/** content/data/showcase.json: the apps the showcase page shows. */
const showcase = z.array(
  entry({
    name: text(),
    screenshot: z
      .string()
      .regex(/^[\w-]+\.(png|jpe?g|webp)$/, { error: 'expected an image file name such as "paper.png".' })
      .refine((file) => fs.existsSync(path.join(SHOWCASE_DIR, file)), {
        error: 'expected the name of a picture in content/showcase/, and there is none by that name.',
      })
      .optional(),
    color: z.string().regex(/^#([0-9a-fA-F]{3}){1,2}$/, { error: 'expected a hex colour such as "#6200EE".' }),
    android: url().optional(),
    ios: url().optional(),
    github: url().optional(),
  }),
  { error: 'expected a list of apps.' },
);

/**
 * Every data file's shape: the site's own (the showcase) and each version's page data files
 * (gatsby/page-data/registry.ts).
 */
const dataSchemas: Record<DataFileName, z.ZodType> = {
  'showcase.json': showcase,
  ...(Object.fromEntries(pageDataEntries().map(([file, entry]) => [file, entry.schema])) as Record<
    PageDataFileName,
    z.ZodType
  >),
};

export type DataFileName = 'showcase.json' | PageDataFileName;
export type DataOf<F extends DataFileName> = F extends PageDataFileName ? PageDataOf<F> : z.infer<typeof showcase>;

export const isDataFileName = (name: string): name is DataFileName => Object.hasOwn(dataSchemas, name);

/** The gatsby-source-filesystem instance of a version's page data folder: `data-6.x`. */
export const PAGE_DATA_SOURCE = 'data-';
/** The site-wide data folder's instance (content/data: the showcase). */
export const SITE_DATA_SOURCE = 'data';
/** Each version's examples' source instance starts with it: `examples-6.x`. */
export const EXAMPLES_SOURCE = 'examples-';
export const SITE_DATA_DIR = 'content/data';

/** Files that describe one version's component pages; the others in content/data are the site's. */
export const isPageDataFile = (name: DataFileName): name is PageDataFileName => isPageDataFileName(name);

/**
 * Parses a data file and checks its shape; a mistake names the file (`where`: its path from the
 * project root, `content/6.x/data/configurator.json`), the key and what was expected.
 */
export function parseDataFile<F extends DataFileName>(
  file: F,
  source: string,
  where = `${SITE_DATA_DIR}/${file}`,
): DataOf<F> {
  let json: unknown;
  try {
    json = JSON.parse(source);
  } catch (error) {
    const message = (error as Error).message;
    const position = /at position (\d+)/.exec(message);
    const line = position ? `line ${source.slice(0, Number(position[1])).split('\n').length}: ` : '';
    throw new Error(`${where}: ${line}${message}; expected valid JSON.`);
  }
  const result = dataSchemas[file].safeParse(json, { error: fallbackMessage });
  if (!result.success) {
    const { key, problem } = firstProblem(json, result.error.issues);
    throw new Error(`${where}: "${key}" ${problem}`);
  }
  return result.data as DataOf<F>;
}
