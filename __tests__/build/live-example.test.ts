import fs from 'fs';
import path from 'path';
import { componentRoutes } from '../helpers/site-routes';
import { builtPage, PUBLIC_DIR, text } from '../helpers/built-site';

const pageData = (route: string) =>
  JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, 'page-data', route, 'page-data.json'), 'utf8')).result.data.componentDoc;

describe('live examples in the built component pages', () => {
  it('ship the usage example as highlighted code with a Snack link, and no Run button, for readers without JavaScript', () => {
    const example = builtPage('/docs/components/Button/').querySelector('#usage + .live-example')!;
    expect(example).not.toBeNull();
    expect(example.querySelector('pre code .tk')).not.toBeNull();
    expect(text(example.querySelector('pre'))).toContain('Press me');
    expect(example.querySelector('.live-example__run')).toBeNull();
    const snack = new URL(example.querySelector('a.live-example__snack')!.getAttribute('href')!);
    expect(snack.origin).toBe('https://snack.expo.dev');
    expect(snack.searchParams.get('code')).toContain("<Button icon=\"camera\" mode=\"contained\"");
  });

  it('compile every usage example at build time, with its imports left for the page to answer', () => {
    const withUsage = componentRoutes().map(([route]) => pageData(route)).filter((doc) => doc.usage);
    expect(withUsage.length).toBeGreaterThan(70);
    expect(withUsage.filter((doc) => !doc.usageCompiled).map((doc) => doc.title)).toEqual([]);
    const button = pageData('/docs/components/Button/');
    expect(button.usageCompiled).toContain("require('react-native-paper')");
    expect(button.usageCompiled).not.toContain('<Button');
  });

  it('load none of the live example\'s chunks with a component page', () => {
    const html = fs.readFileSync(path.join(PUBLIC_DIR, 'docs/components/Button/index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]);
    const preloads = [...html.matchAll(/<link[^>]+href="([^"]+\.js)"/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);
    expect([...scripts, ...preloads].filter((src) => /live-example|codemirror|sucrase/.test(src))).toEqual([]);
    // The shared chunks the live example needs (react-native-web, Paper, CodeMirror) are not in
    // the page's first load either: only Gatsby's own bundles and the template are.
    const stats = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, 'webpack.stats.json'), 'utf8'));
    const liveFiles: string[] = ['live-example', 'live-example-editor', 'live-example-compiler'].flatMap((name) =>
      stats.namedChunkGroups[name].assets.map((asset: { name: string } | string) => (typeof asset === 'string' ? asset : asset.name)),
    );
    const own = liveFiles.filter((file) => !/^(framework|app|webpack-runtime)-/.test(file));
    expect(own.length).toBeGreaterThanOrEqual(3);
    expect([...scripts, ...preloads].filter((src) => own.some((file) => src.endsWith(file)))).toEqual([]);
  });

  it('keep the React Navigation examples static with a note naming what the preview lacks', () => {
    const examples = builtPage('/docs/components/BottomNavigation/BottomNavigationBar/').querySelectorAll('.live-example');
    const notes = examples.map((example) => text(example.querySelector('.live-example__note')));
    expect(notes.filter((note) => note.includes('@react-navigation/native'))).toHaveLength(2);
  });
});
