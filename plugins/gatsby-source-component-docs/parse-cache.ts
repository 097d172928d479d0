import crypto from 'crypto';
import fs from 'fs';
import path from 'path';

/** A digest of every TypeScript source under `dir`: the parse is reused while it is unchanged. */
export function sourceDigest(dir: string, salt: string): string {
  const hash = crypto.createHash('sha256').update(salt);
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name)) hash.update(full).update(fs.readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest('hex');
}
