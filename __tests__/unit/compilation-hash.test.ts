import fs from 'fs';
import os from 'os';
import path from 'path';
import { bundlesHash, stableCompilationHash } from '../../gatsby/post-build/compilation-hash';
import type { PostBuildContext } from '../../gatsby/post-build/stage';

const stats = (app: string) => ({ assetsByChunkName: { app: [app, 'framework-1.js'], search: ['search-2.js'] } });

describe("the build's compilation hash", () => {
  it('is the same for the same bundles, whatever order the chunks are listed in, and changes with them', () => {
    const reordered = { assetsByChunkName: { search: ['search-2.js'], app: ['app-1.js', 'framework-1.js'] } };
    expect(bundlesHash(stats('app-1.js'))).toBe(bundlesHash(reordered));
    expect(bundlesHash(stats('app-1.js'))).not.toBe(bundlesHash(stats('app-2.js')));
  });

  it("replaces webpack's own in app-data.json and every page", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compilation-hash-'));
    const page = (hash: string) => `<html><script>window.___webpackCompilationHash="${hash}";</script></html>`;
    fs.mkdirSync(path.join(dir, 'page-data'));
    fs.mkdirSync(path.join(dir, 'docs'));
    fs.writeFileSync(path.join(dir, 'webpack.stats.json'), JSON.stringify(stats('app-1.js')));
    fs.writeFileSync(path.join(dir, 'page-data', 'app-data.json'), '{"webpackCompilationHash":"random1"}');
    fs.writeFileSync(path.join(dir, 'docs', 'index.html'), page('random1'));
    const pages = new Map([['/docs/', page('random1')]]);
    stableCompilationHash.run({ publicDir: dir, pages } as unknown as PostBuildContext);
    const hash = bundlesHash(stats('app-1.js'));
    expect(fs.readFileSync(path.join(dir, 'page-data', 'app-data.json'), 'utf8')).toBe(
      `{"webpackCompilationHash":"${hash}"}`,
    );
    expect(fs.readFileSync(path.join(dir, 'docs', 'index.html'), 'utf8')).toBe(page(hash));
    expect(pages.get('/docs/')).toBe(page(hash));
    fs.rmSync(dir, { recursive: true });
  });
});
