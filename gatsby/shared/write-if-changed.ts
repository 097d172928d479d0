import fs from 'fs';
import path from 'path';

/** Writes `content` unless the file already holds it, so unchanged files keep their date (and their compressed copies). */
export function writeIfChanged(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (fs.readFileSync(file, { encoding: 'utf8', flag: 'a+' }) !== content) fs.writeFileSync(file, content);
}
