import fs from 'fs';
import os from 'os';
import path from 'path';
import { readBuiltPages } from '../../gatsby/post-build/built-pages';
import { nullBytes } from '../../gatsby/post-build/null-bytes';
import type { PostBuildContext } from '../../gatsby/post-build/stage';

describe('the post-build stage that takes out stray NUL bytes', () => {
  it('repairs a page on disk and in the pages later stages read, and leaves a clean one alone', async () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'null-bytes-'));
    fs.mkdirSync(path.join(publicDir, 'docs'));
    // What React 18's stream wrote for an en dash at the edge of its buffer.
    fs.writeFileSync(path.join(publicDir, 'docs', 'index.html'), '<td><span>\0–</span></td>');
    fs.writeFileSync(path.join(publicDir, 'index.html'), '<p>clean – page</p>');
    const pages = readBuiltPages(publicDir);
    const report = await nullBytes.run({ publicDir, pages } as PostBuildContext);
    expect(report).toBe('1 pages repaired');
    expect(fs.readFileSync(path.join(publicDir, 'docs', 'index.html'), 'utf8')).toBe('<td><span>–</span></td>');
    expect(pages.get('/docs/')).toBe('<td><span>–</span></td>');
    expect(pages.get('/')).toBe('<p>clean – page</p>');
  });
});
