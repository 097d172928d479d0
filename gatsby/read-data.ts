import fs from 'fs';
import path from 'path';

export const CONTENT_DIR = path.resolve(__dirname, '..', 'content');

/** Reads a JSON file under content/data; a mistake names the file. */
export function readDataFile<T>(file: string): T {
  try {
    return JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, 'data', file), 'utf8')) as T;
  } catch (error) {
    throw new Error(`content/data/${file}: ${(error as Error).message}`);
  }
}
