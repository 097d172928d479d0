import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Reporter } from 'gatsby';
import {
  describeBrokenLink,
  findBrokenLinks,
  linkCheck,
  nearestPage,
  sourceLineOf,
} from '../../gatsby/post-build/link-check';
import type { PostBuildContext } from '../../gatsby/post-build/stage';
import { configWithVersions } from '../helpers/fixture-config';

const page = (body: string, ids: string[] = []) =>
  `<html><body>${ids.map((id) => `<h2 id="${id}">x</h2>`).join('')}${body}</body></html>`;

describe('findBrokenLinks', () => {
  const pages = new Map([
    [
      '/',
      page(
        '<a href="/react-native-paper/docs/guides/theming/">ok</a><a href="/react-native-paper/docs/guides/themes/">typo</a>',
      ),
    ],
    [
      '/docs/guides/theming/',
      page(
        '<a href="#fonts">ok</a><a href="#colours">missing anchor</a><a href="/react-native-paper/docs/guides/theming/#fonts">ok</a>',
        ['fonts'],
      ),
    ],
    [
      '/docs/showcase/',
      page(
        '<a href="https://github.com/x">external</a><a href="/react-native-paper/sitemap-index.xml">file</a><a href="/react-native-paper/docs/guides/theming/?tab=yarn">query</a>',
      ),
    ],
  ]);

  it('reports each broken link with the page it is on and why', () => {
    expect(findBrokenLinks(pages, '/react-native-paper')).toEqual([
      { page: '/', href: '/react-native-paper/docs/guides/themes/', reason: 'no such page' },
      {
        page: '/docs/guides/theming/',
        href: '#colours',
        reason: 'no element with id "colours" on /docs/guides/theming/',
      },
    ]);
  });

  it('resolves links relative to the page, as the browser will', () => {
    const relative = new Map([
      [
        '/docs/components/Modal/',
        page('<a href="./Portal">missing</a><a href="../Portal/">ok</a><a href="mailto:a@b.c">mail</a>'),
      ],
      ['/docs/components/Portal/', page('')],
    ]);
    expect(findBrokenLinks(relative, '/react-native-paper')).toEqual([
      { page: '/docs/components/Modal/', href: './Portal', reason: 'no such page' },
    ]);
  });

  it('decodes HTML entities in links before checking them', () => {
    const encoded = new Map([['/', page('<a href="/react-native-paper/a/?x=1&amp;y=2">q</a>')]]);
    expect(findBrokenLinks(encoded, '/react-native-paper')[0].href).toBe('/react-native-paper/a/?x=1&y=2');
  });

  it("checks absolute links to this site's own pages, anchors included, and leaves its other addresses alone", () => {
    const root = 'https://callstack.github.io/react-native-paper';
    const absolute = new Map([
      [
        '/docs/components/Appbar/',
        page(
          `<a href="${root}/docs/guides/theming#dark-theme">old anchor</a><a href="${root}/docs/guides/theming/#fonts">ok</a>` +
            `<a href="${root}/docs/guides/nope/">missing</a><a href="${root}/4.0/">older version</a><a href="https://callstack.github.io/other/">other site</a>`,
        ),
      ],
      ['/docs/guides/theming/', page('', ['fonts'])],
    ]);
    expect(findBrokenLinks(absolute, '/react-native-paper', root)).toEqual([
      {
        page: '/docs/components/Appbar/',
        href: `${root}/docs/guides/theming#dark-theme`,
        reason: 'no element with id "dark-theme" on /docs/guides/theming/',
      },
      { page: '/docs/components/Appbar/', href: `${root}/docs/guides/nope/`, reason: 'no such page' },
    ]);
    // Without the site's address, absolute links are not looked at.
    expect(findBrokenLinks(absolute, '/react-native-paper')).toEqual([]);
  });
});

describe('a broken link as the build reports it', () => {
  const link = {
    page: '/2.x/docs/guides/theming/',
    href: '/b/2.x/docs/guides/fonts-guide/#sizes',
    reason: 'no such page',
  };
  const guide = {
    file: 'content/2.x/guides/02-theming.mdx',
    text: ['# Theming', '', 'See [the fonts guide](/docs/guides/fonts-guide/#sizes).'].join('\n'),
  };

  it('names the file and the line that writes the link, however the build rewrote its prefix', () => {
    expect(sourceLineOf(link, '/b', guide)).toBe('content/2.x/guides/02-theming.mdx:3');
  });

  it('names the file alone when no line names the target', () => {
    expect(sourceLineOf(link, '/b', { file: guide.file, text: 'nothing here' })).toBe(guide.file);
  });

  it('suggests the existing page nearest to the missing one', () => {
    const pages = ['/2.x/docs/guides/fonts/', '/docs/guides/fonts/', '/2.x/docs/guides/theming/'];
    expect(nearestPage('/2.x/docs/guides/fonts-guide/', pages)).toBe('/2.x/docs/guides/fonts/');
    expect(describeBrokenLink(link, 'content/2.x/guides/02-theming.mdx:3', pages, '/b')).toBe(
      'content/2.x/guides/02-theming.mdx:3: links to /b/2.x/docs/guides/fonts-guide/#sizes (no such page), on the page /2.x/docs/guides/theming/. Did you mean /2.x/docs/guides/fonts/?',
    );
  });

  it('suggests no page for a missing anchor, whose page exists', () => {
    const anchor = { ...link, reason: 'no element with id "sizes" on /2.x/docs/guides/fonts/' };
    expect(describeBrokenLink(anchor, 'x.mdx:1', ['/2.x/docs/guides/fonts/'], '/b')).not.toContain('Did you mean');
  });
});

describe('the link check stage', () => {
  // A promoted site: 2.x's guides are at /docs/, 1.x's at /1.x/docs/.
  let dir: string;
  const guideText = ['# Theming', '', 'Read the [fonts guide](/docs/guides/fontz/) too.'].join('\n');
  const run = (onBrokenLinks?: 'throw' | 'warn') => {
    const reporter = { panicOnBuild: jest.fn(), warn: jest.fn() };
    const file = path.join(dir, 'content/2.x/guides/02-theming.mdx');
    const context = {
      pathPrefix: '/b',
      siteRoot: 'https://example.org/b',
      config: { ...configWithVersions(['1.x', '2.x'], '2.x'), onBrokenLinks },
      pages: new Map([
        ['/docs/guides/theming/', page('<a href="/b/docs/guides/fontz/">fonts</a>')],
        ['/docs/guides/fonts/', page('')],
        ['/1.x/docs/guides/fonts/', page('')],
      ]),
      pageSources: new Map([['/docs/guides/theming/', file]]),
      reporter: reporter as unknown as Reporter,
    } as PostBuildContext;
    return { summary: linkCheck.run(context), reporter, file };
  };

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'link-check-'));
    fs.mkdirSync(path.join(dir, 'content/2.x/guides'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'content/2.x/guides/02-theming.mdx'), guideText);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('stops the build by default, naming the file, the line, the page and the nearest page', () => {
    const { summary, reporter, file } = run();
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      `1 broken link:\n${file}:3: links to /b/docs/guides/fontz/ (no such page), on the page /docs/guides/theming/. Did you mean /docs/guides/fonts/?`,
    );
    expect(summary).toBe('3 pages, 1 broken links');
  });

  it("only warns with onBrokenLinks: 'warn'", () => {
    const { reporter } = run('warn');
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(reporter.warn).toHaveBeenCalledWith(expect.stringContaining('/b/docs/guides/fontz/ (no such page)'));
  });
});
