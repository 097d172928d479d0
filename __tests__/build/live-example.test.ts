import fs from 'fs';
import path from 'path';
import { allVersions, componentRoutes } from '../helpers/site-routes';
import { builtHtmlFiles, builtPage, builtComponentDoc, PUBLIC_DIR, text } from '../helpers/built-site';
import { pageBundles } from '../../gatsby/post-build/scripts-after-paint';

const pageData = (route: string) => builtComponentDoc(route);

describe('live examples in the built component pages', () => {
  it('ship the usage example as highlighted code with a Snack link, and no Run button, for readers without JavaScript', () => {
    const example = builtPage('/docs/components/Button/').querySelector('#usage + .live-example')!;
    expect(example).not.toBeNull();
    expect(example.querySelector('pre code .tk')).not.toBeNull();
    expect(text(example.querySelector('pre'))).toContain('Press me');
    expect(example.querySelector('.live-example__run')).toBeNull();
    const snack = new URL(example.querySelector('a.live-example__snack')!.getAttribute('href')!);
    expect(snack.origin).toBe('https://snack.expo.dev');
    expect(snack.searchParams.get('code')).toContain('<Button icon="camera" mode="contained"');
  });

  it('compile every usage example at build time, with its imports left for the page to answer', () => {
    const docs = componentRoutes().map(([route]) => pageData(route));
    const withUsage = docs.filter((doc) => doc.usage);
    // Every page has one: the library's, or the site's own where the library has none (example-fixes.json).
    expect(docs.filter((doc) => !doc.usage).map((doc) => doc.title)).toEqual([]);
    expect(withUsage.filter((doc) => !doc.usageCompiled).map((doc) => doc.title)).toEqual([]);
    const button = pageData('/docs/components/Button/');
    expect(button.usageCompiled).toContain("require('react-native-paper')");
    expect(button.usageCompiled).not.toContain('<Button');
  });

  it('load none of what runs the live example with a component page: frame, runtime, fonts, editor, compiler', () => {
    const html = fs.readFileSync(path.join(PUBLIC_DIR, 'docs/components/Button/index.html'), 'utf8');
    const scripts = pageBundles(html);
    const preloads = [...html.matchAll(/<link[^>]+href="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);
    expect(
      [...scripts, ...preloads].filter((src) => /live-example|live-preview|\/icons\/|codemirror|sucrase/.test(src)),
    ).toEqual([]);
    // The editor's and compiler's chunks (CodeMirror, Sucrase) are not in the page's first load
    // either, and react-native-web and Paper are nowhere in the page's code: only the frame has them.
    const stats = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, 'webpack.stats.json'), 'utf8'));
    const lazyFiles: string[] = ['live-example-editor', 'live-example-compiler'].flatMap((name) =>
      stats.namedChunkGroups[name].assets.map((asset: { name: string } | string) =>
        typeof asset === 'string' ? asset : asset.name,
      ),
    );
    expect(lazyFiles.length).toBeGreaterThanOrEqual(2);
    expect([...scripts, ...preloads].filter((src) => lazyFiles.some((file) => src.endsWith(file)))).toEqual([]);
    const templateFiles: string[] = stats.namedChunkGroups['component---src-templates-component-doc-tsx'].assets.map(
      (asset: { name: string } | string) => (typeof asset === 'string' ? asset : asset.name),
    );
    // Strings of Paper's TextInput and of react-native-web's Animated, which no minifier renames.
    const libraryCode = /text-input-flat-label|useNativeDriver/;
    expect(
      libraryCode.test(
        fs.readFileSync(
          path.join(
            PUBLIC_DIR,
            'live-preview',
            fs
              .readdirSync(path.join(PUBLIC_DIR, 'live-preview'))
              .find((name) => name.startsWith('runtime-') && name.endsWith('.js'))!,
          ),
          'utf8',
        ),
      ),
    ).toBe(true);
    for (const file of templateFiles.filter((name) => name.endsWith('.js'))) {
      expect({ file, library: libraryCode.test(fs.readFileSync(path.join(PUBLIC_DIR, file), 'utf8')) }).toEqual({
        file,
        library: false,
      });
    }
  });

  it('write the frame with its own policy, the only one in the build that allows eval, and the runtime the pages name', () => {
    const frame = fs.readFileSync(path.join(PUBLIC_DIR, 'live-preview/frame.html'), 'utf8');
    expect(frame).toMatch(
      /<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'sha256-[^']+' 'unsafe-eval';/,
    );
    const withEval = builtHtmlFiles().filter((file) =>
      /Content-Security-Policy" content="[^"]*'unsafe-eval'/.test(fs.readFileSync(file, 'utf8')),
    );
    expect(withEval.map((file) => path.relative(PUBLIC_DIR, file))).toEqual(['live-preview/frame.html']);
    // One runtime per version the frame runs (each with a preview in site.config.ts), each named in the page code.
    const runtimes = fs
      .readdirSync(path.join(PUBLIC_DIR, 'live-preview'))
      .filter((name) => name.startsWith('runtime-') && name.endsWith('.js'));
    expect(runtimes.map((name) => name.replace(/[0-9a-f]{20}/, 'HASH')).sort()).toEqual(
      allVersions()
        .filter((version) => version.hasPreview)
        .map((version) => `runtime-${version.name}-HASH.js`)
        .sort(),
    );
    expect(runtimes.length).toBeGreaterThan(0);
    const appCode = fs
      .readdirSync(PUBLIC_DIR)
      // Whichever chunk webpack puts the runtime table in (a chunk shared by the pages that run examples).
      .filter((name) => name.endsWith('.js'))
      .map((file) => fs.readFileSync(path.join(PUBLIC_DIR, file), 'utf8'))
      .join('\n');
    for (const runtime of runtimes) expect(appCode).toContain(`/live-preview/${runtime}`);
  });

  it("bundle each version's runtime over its own library and React: 5.x with React 18, 6.x with React 19 and its worklets prepared", () => {
    const runtime = (version: string) => {
      const name = fs
        .readdirSync(path.join(PUBLIC_DIR, 'live-preview'))
        .find((file) => file.startsWith(`runtime-${version}-`))!;
      return fs.readFileSync(path.join(PUBLIC_DIR, 'live-preview', name), 'utf8');
    };
    // Each release's own runtime, whichever of them is current.
    const v5 = runtime('5.x');
    const v6 = runtime('6.x');
    const has = (code: string) => ({
      react18: code.includes('"18.3.1"'),
      react19: code.includes('"19.2.3"'),
      // A prop only 6.x's TextInput has.
      startAccessory: code.includes('startAccessory'),
      // What the worklets plugin writes beside each animated style's function.
      worklets: /__workletHash=\d+/.test(code),
    });
    expect(has(v5)).toEqual({ react18: true, react19: false, startAccessory: false, worklets: false });
    expect(has(v6)).toEqual({ react18: false, react19: true, startAccessory: true, worklets: true });
  });

  it('keep the React Navigation examples static with a note naming what the preview lacks', () => {
    const examples = builtPage('/docs/components/BottomNavigation/BottomNavigationBar/').querySelectorAll(
      '.live-example',
    );
    const notes = examples.map((example) => text(example.querySelector('.live-example__note')));
    expect(notes.filter((note) => note.includes('@react-navigation/native'))).toHaveLength(2);
  });
});
