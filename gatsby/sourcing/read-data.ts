import fs from 'fs';
import path from 'path';

export const CONTENT_DIR = path.resolve(__dirname, '..', '..', 'content');

/** Parses a content/data JSON file; a mistake names the file and, when JSON.parse gives a position, the line. */
export function parseDataFile<T>(file: string, text: string): T {
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    const message = (error as Error).message;
    const position = /at position (\d+)/.exec(message);
    const line = position ? `line ${text.slice(0, Number(position[1])).split('\n').length}: ` : '';
    throw new Error(`content/data/${file}: ${line}${message}; expected valid JSON.`);
  }
}

/** Reads a JSON file under content/data; a mistake names the file. */
export function readDataFile<T>(file: string): T {
  return parseDataFile<T>(file, fs.readFileSync(path.join(CONTENT_DIR, 'data', file), 'utf8'));
}
