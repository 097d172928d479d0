import { z } from 'zod';

/** The pieces the data files' schemas are written with, so each mistake reads the same way. */

const NON_EMPTY = 'expected a non-empty string.';
export const ONE_SENTENCE = 'expected one sentence, starting with a capital and ending with a full stop.';
export const text = () => z.string({ error: NON_EMPTY }).regex(/\S/, { error: NON_EMPTY });
export const url = () => z.url({ error: 'expected an https:// address.', protocol: /^https$/ });
/** An object keyed by component title (`Appbar.Header`). */
export const keyedByComponent = <T extends z.ZodType>(value: T) =>
  z.record(text(), value, { error: 'expected an object keyed by component.' });
/** Title -> address. */
export const links = () => z.record(text(), url(), { error: 'expected an object of link titles and addresses.' });

/** An object with only the listed keys: any other is a typo. */
export function entry<S extends z.ZodRawShape>(shape: S) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `is not a key here; expected one of ${Object.keys(shape).join(', ')}.`
        : 'expected an object.',
  });
}

/** An example file, by its path in its version's examples folder (`BottomNavigationBar/static.tsx`). */
export const exampleFile = () =>
  z.string().regex(/^(?!.*\.\.)[\w.-]+(\/[\w.-]+)*\.(tsx|jsx|ts|js)$/, {
    error: 'expected a file in the version\'s examples folder, such as "RadioButtonAndroid.tsx".',
  });
