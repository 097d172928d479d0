import fs from 'fs';
import os from 'os';
import path from 'path';
import { contentId, withBuildId, writeBuildId } from '../../gatsby/post-build/build-id';

/** A tiny built site: two pages with their data. */
function site(guideText: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-id-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write('page-data/index/page-data.json', '{"result":{"data":{"title":"Home"}}}');
  write('page-data/docs/guide/page-data.json', `{"result":{"data":{"body":"${guideText}"}}}`);
  write('page-data/sq/d/1.json', '{"data":{"sidebars":[]}}');
  write(
    'index.html',
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>Home</title></head><body></body></html>',
  );
  write(
    'docs/guide/index.html',
    `<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body>${guideText}</body></html>`,
  );
  return dir;
}

describe("the deploy's content id", () => {
  it("is the same for the same pages and changes when one page's text does", () => {
    expect(contentId(site('Old text'))).toBe(contentId(site('Old text')));
    expect(contentId(site('New text'))).not.toBe(contentId(site('Old text')));
  });

  it('goes into build.json and a meta tag after the charset of every page, once', () => {
    const dir = site('Old text');
    const pages = new Map([
      ['/', fs.readFileSync(path.join(dir, 'index.html'), 'utf8')],
      ['/docs/guide/', fs.readFileSync(path.join(dir, 'docs/guide/index.html'), 'utf8')],
    ]);
    const id = writeBuildId(dir, pages);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'build.json'), 'utf8'))).toEqual({ id });
    const guide = fs.readFileSync(path.join(dir, 'docs/guide/index.html'), 'utf8');
    expect(guide).toContain(`<meta charSet="utf-8"/><meta name="build-id" content="${id}"/>`);
    expect(pages.get('/docs/guide/')).toBe(guide);
    expect(withBuildId(guide, id)).toBe(guide);
    expect(withBuildId(guide, 'other').match(/name="build-id"/g)).toHaveLength(1);
  });
});
