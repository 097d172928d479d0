import fs from 'fs';
import os from 'os';
import path from 'path';
import { removeMapComments, withoutMapComment } from '../../gatsby/post-build/source-map-comments';
import { precompression } from '../../gatsby/post-build/precompress';
import type { PostBuildContext } from '../../gatsby/post-build/stage';
const { publishableFiles } = require('../../scripts/publishable.js');

const APP = 'console.log("app");\n'.repeat(80);
const STYLE = '.a{color:red}\n'.repeat(80);
const INLINE = '//# sourceMappingURL=data:application/json;base64,e30=';

// A built folder as webpack leaves it: each script and stylesheet names its map in a last comment.
const BUILT: Record<string, string> = {
  'app-0123456789abcdef0123.js': `${APP}//# sourceMappingURL=app-0123456789abcdef0123.js.map`,
  'app-0123456789abcdef0123.js.map': '{"version":3}',
  'styles.0123456789abcdef0123.css': `${STYLE}/*# sourceMappingURL=styles.0123456789abcdef0123.css.map*/`,
  'styles.0123456789abcdef0123.css.map': '{"version":3}',
  'live-preview/runtime.js': `${APP}//# sourceMappingURL=runtime.js.map\n`,
  'live-preview/runtime.js.map': '{"version":3}',
  'no-map.js': `${APP}//# sourceMappingURL=missing.js.map`,
  'old-style.js': `${APP}//@ sourceMappingURL=old-style.js.map`,
  'inline.js': `${APP}${INLINE}`,
  'elsewhere.js': `${APP}//# sourceMappingURL=https://maps.example/app.js.map`,
  'plain.js': APP,
  'sw.js': APP,
};

const temporary: string[] = [];
function builtFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'map-comments-'));
  temporary.push(dir);
  for (const [file, text] of Object.entries(BUILT)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}
afterAll(() => temporary.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8');

describe('source-map comments in what is deployed', () => {
  it('are taken out of every script and stylesheet whose map the deploy leaves out, and only the comment', () => {
    const dir = builtFolder();
    expect(removeMapComments(dir).sort()).toEqual([
      'app-0123456789abcdef0123.js',
      'live-preview/runtime.js',
      'no-map.js',
      'old-style.js',
      'styles.0123456789abcdef0123.css',
    ]);
    expect(read(dir, 'app-0123456789abcdef0123.js')).toBe(APP);
    expect(read(dir, 'styles.0123456789abcdef0123.css')).toBe(STYLE);
    expect(read(dir, 'live-preview/runtime.js')).toBe(APP);
    // The maps stay for whoever debugs the build; a map in the file itself or on another host is served.
    expect(read(dir, 'app-0123456789abcdef0123.js.map')).toBe('{"version":3}');
    for (const file of ['inline.js', 'elsewhere.js', 'plain.js']) expect(read(dir, file)).toBe(BUILT[file]);
    // A second run finds nothing to do.
    expect(removeMapComments(dir)).toEqual([]);
  });

  it('leaves no published file naming a file that is not published', () => {
    const dir = builtFolder();
    removeMapComments(dir);
    const published: string[] = publishableFiles(dir);
    const mentions = published.filter((file) => /sourceMappingURL=(?!data:|https:)/.test(read(dir, file)));
    expect(mentions).toEqual([]);
  });

  it('come out before the compressed copies are written, so the copies are of the final bytes', async () => {
    const dir = builtFolder();
    const reporter = { info: () => undefined } as unknown as PostBuildContext['reporter'];
    const report = await precompression.run({ publicDir: dir, reporter } as PostBuildContext);
    expect(report).toMatch(/^5 source-map comments taken out; /);
    const zlib = await import('zlib');
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'app-0123456789abcdef0123.js.gz'))).toString()).toBe(APP);
  });

  it('keep a last line that only looks like one, inside a string', () => {
    const text = `var s = "x";\nconsole.log('//# sourceMappingURL=a.js.map' + s);`;
    expect(withoutMapComment(text, () => true)).toBeNull();
    expect(withoutMapComment(`${APP}//# sourceMappingURL=a.js.map`, () => false)).toBeNull();
  });
});
