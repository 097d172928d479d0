import fs from 'fs';
import os from 'os';
import path from 'path';
import siteConfig from '../../site.config';
import { validateSiteConfig } from '../../gatsby/config/validate-site-config';
import { archivedLinks, archivedVersions, copyArchivedVersions } from '../../gatsby/config/archived-versions';
import { findBrokenLinks } from '../../gatsby/post-build/link-check';

const config = validateSiteConfig(siteConfig);
const FIXTURE = path.resolve(__dirname, '../fixtures/archived-site');

/** A project root holding the prebuilt 4.0 site only, where site.config.ts expects it. */
function rootWithPrebuilt(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'archived-'));
  const prebuilt = config.docs.archived!.find((version) => version.name === '4.0')!.prebuilt!;
  fs.cpSync(FIXTURE, path.join(root, prebuilt), { recursive: true });
  return root;
}

describe('archived versions', () => {
  it("keep linking to their own sites while no prebuilt folder is there (today's links)", () => {
    const links = archivedLinks(archivedVersions(config, fs.mkdtempSync(path.join(os.tmpdir(), 'none-'))));
    expect(links.map((link) => [link.label, link.href])).toEqual([
      ['v4.x', 'https://callstack.github.io/react-native-paper/4.0/'],
      ['v3.x', 'https://callstack.github.io/react-native-paper/3.0/'],
      ['v2.x', 'https://callstack.github.io/react-native-paper/2.0/'],
      ['v1.x', 'https://callstack.github.io/react-native-paper/1.0/'],
    ]);
  });

  it('link to the copy inside the site when the prebuilt folder is there, and the build copies it as it is', () => {
    const root = rootWithPrebuilt();
    const versions = archivedVersions(config, root);
    expect(archivedLinks(versions).map((link) => link.href)).toEqual([
      '/4.0/',
      'https://callstack.github.io/react-native-paper/3.0/',
      'https://callstack.github.io/react-native-paper/2.0/',
      'https://callstack.github.io/react-native-paper/1.0/',
    ]);
    const publicDir = path.join(root, 'public');
    fs.mkdirSync(publicDir);
    expect(copyArchivedVersions(versions, publicDir)).toEqual(['4.0']);
    for (const file of ['index.html', 'getting-started.html'])
      expect(fs.readFileSync(path.join(publicDir, '4.0', file), 'utf8')).toBe(
        fs.readFileSync(path.join(FIXTURE, file), 'utf8'),
      );
  });

  it('leaves links into a copied site to that site: the link check does not report them', () => {
    const pages = new Map([
      ['/docs/x/', '<a href="/react-native-paper/4.0/">v4</a><a href="/react-native-paper/5.0/">v5</a>'],
    ]);
    expect(findBrokenLinks(pages, '/react-native-paper', undefined, ['/4.0/']).map((link) => link.href)).toEqual([
      '/react-native-paper/5.0/',
    ]);
  });
});
