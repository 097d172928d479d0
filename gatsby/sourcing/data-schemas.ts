import fs from 'fs';
import path from 'path';
import { z } from 'zod';
import { fallbackMessage, firstProblem } from '../config/schema-problem';

/**
 * The shape of each content/data file that becomes nodes, written once: the build checks the
 * file against it and the Node-side types are inferred from it.
 */

/** The showcase's screenshots, as the library's repository publishes them; the build resizes them. */
export const SHOWCASE_DIR = path.resolve(__dirname, '..', '..', 'content', 'showcase');

/** An example file, by its path in its version's examples folder (`BottomNavigationBar/static.tsx`). */
const EXAMPLE_FILE = /^(?!.*\.\.)[\w.-]+(\/[\w.-]+)*\.(tsx|jsx|ts|js)$/;
const EXAMPLE_FILE_ERROR = 'expected a file in the version\'s examples folder, such as "RadioButtonAndroid.tsx".';

const NON_EMPTY = 'expected a non-empty string.';
const ONE_SENTENCE = 'expected one sentence, starting with a capital and ending with a full stop.';
const text = () => z.string({ error: NON_EMPTY }).regex(/\S/, { error: NON_EMPTY });
const url = () => z.url({ error: 'expected an https:// address.', protocol: /^https$/ });
/** An object keyed by component title (`Appbar.Header`). */
const byComponent = <T extends z.ZodType>(value: T) =>
  z.record(text(), value, { error: 'expected an object keyed by component.' });
/** Title -> address. */
const links = () => z.record(text(), url(), { error: 'expected an object of link titles and addresses.' });

/** An object with only the listed keys: any other is a typo. */
function entry<S extends z.ZodRawShape>(shape: S) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `is not a key here; expected one of ${Object.keys(shape).join(', ')}.`
        : 'expected an object.',
  });
}

type ColorMap = { [key: string]: string | ColorMap };
const colorMap: z.ZodType<ColorMap> = z.lazy(() =>
  z.record(text(), z.union([text(), colorMap]), { error: 'expected an object of colour roles, or of variants.' }),
);

export const dataSchemas = {
  'showcase.json': z.array(
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
  ),
  'theme-colors.json': byComponent(colorMap),
  'more-examples.json': byComponent(links()),
  'known-issues.json': byComponent(links()),
  'screenshot-variants.json': byComponent(z.array(text(), { error: 'expected a list of variant names.' })),
  'configurator.json': byComponent(
    entry({
      props: z
        .record(
          text(),
          z.custom<string | number | boolean>((value) => ['string', 'number', 'boolean'].includes(typeof value), {
            error: 'expected text, a number, true or false.',
          }),
          {
            error: 'expected an object of prop names and values.',
          },
        )
        .optional(),
      code: z.record(text(), text(), { error: 'expected an object of prop names and code.' }).optional(),
      inside: z
        .string()
        .regex(/^<[A-Z][\w.]*(\s[^>]*)?>$/, { error: 'expected an opening tag such as "<Appbar>".' })
        .optional(),
      without: text().optional(),
    }),
  ),
  'extended-examples.json': byComponent(
    z.array(
      entry({
        title: text(),
        description: text(),
        tabs: z
          .array(entry({ label: text(), file: z.string().regex(EXAMPLE_FILE, { error: EXAMPLE_FILE_ERROR }) }), {
            error: 'expected a list of tabs.',
          })
          .min(1, { error: 'expected at least one tab.' }),
      }),
      { error: 'expected a list of examples.' },
    ),
  ),
  // A page's usage example the library gets wrong (a missing import, a fragment) or lacks: either
  // import lines added to the library's code, or a file of the version's examples folder run in its place;
  // `note` is the one sentence the page shows saying how the example differs from the library's.
  'example-fixes.json': byComponent(
    entry({
      imports: z
        .array(
          z.string().regex(/^import\s[^;\n]+\sfrom\s+'[^'\n]+';$/, {
            error: 'expected an import line such as "import { Pressable } from \'react-native\';".',
          }),
          { error: 'expected a list of import lines.' },
        )
        .min(1, { error: 'expected at least one import line.' })
        .optional(),
      file: z.string().regex(EXAMPLE_FILE, { error: EXAMPLE_FILE_ERROR }).optional(),
      note: z
        .string({ error: ONE_SENTENCE })
        .regex(/^[A-Z][^\n]*\.$/, { error: ONE_SENTENCE })
        .refine((note) => !/[.!?]\s+\S/.test(note), { error: 'expected one sentence; it has more than one.' }),
    }).refine((fix) => (fix.imports === undefined) !== (fix.file === undefined), {
      error:
        'expected either "imports" (lines added to the library\'s example) or "file" (an example run in its place), not both or neither.',
    }),
  ),
};

export type DataFileName = keyof typeof dataSchemas;
export type DataOf<F extends DataFileName> = z.infer<(typeof dataSchemas)[F]>;

export const isDataFileName = (name: string): name is DataFileName => Object.hasOwn(dataSchemas, name);

/** The gatsby-source-filesystem instance of a version's page data folder: `data-6.x`. */
export const PAGE_DATA_SOURCE = 'data-';
/** The site-wide data folder's instance (content/data: the showcase). */
export const SITE_DATA_SOURCE = 'data';
/** Each version's examples' source instance starts with it: `examples-6.x`. */
export const EXAMPLES_SOURCE = 'examples-';
export const SITE_DATA_DIR = 'content/data';

/** Files that describe one version's component pages; the others in content/data are the site's. */
const PAGE_DATA_FILES: readonly DataFileName[] = [
  'theme-colors.json',
  'more-examples.json',
  'known-issues.json',
  'screenshot-variants.json',
  'configurator.json',
  'extended-examples.json',
  'example-fixes.json',
];
export const isPageDataFile = (name: DataFileName): boolean => PAGE_DATA_FILES.includes(name);

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
