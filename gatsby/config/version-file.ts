import fs from 'fs';
import type { z } from 'zod';
import { fallbackMessage, firstProblem } from './schema-problem';
import { VersionFileError } from './site-config-error';

/** A JSON file a docs version is built from, checked; a mistake names the file (`shown`, from the project root) and the key. */
export function readVersionFile<T>(file: string, shown: string, schema: z.ZodType<T>): T {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new VersionFileError(shown, `${(error as Error).message}; expected valid JSON.`);
  }
  const result = schema.safeParse(json, { error: fallbackMessage });
  if (!result.success) {
    const { key, problem } = firstProblem(json, result.error.issues);
    throw new VersionFileError(shown, `"${key}" ${problem}`);
  }
  return result.data;
}
