import { configWithVersions } from '../helpers/fixture-config';
import { fixtureVersionConfig } from '../helpers/version-fixtures';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { docVersionSources } from '../../gatsby/config/doc-versions';
import { validateSiteConfig } from '../../gatsby/config/validate-site-config';
import { preferredVersionOf, resolveDocVersions } from '../../src/shared/doc-versions';

// The fixture folders below are 5.x's and 6.x's.
const config = validateSiteConfig(configWithVersions(['5.x', '6.x']));

describe('resolveDocVersions', () => {
  // Three versions: what each is called follows from where it stands against the one at /docs/.
  const versions = ['5.x', '6.x', '7.x'].map((name) => fixtureVersionConfig(name));
  const resolved = (lastVersion: string) =>
    resolveDocVersions({ lastVersion, versions }).map(({ name, status, label, prefix }) => [
      name,
      status,
      label,
      prefix,
    ]);

  it('gives each version its state, and the label its state word, from lastVersion alone', () => {
    expect(resolved('6.x')).toEqual([
      ['5.x', 'older', 'v5.x', '5.x'],
      ['6.x', 'current', 'v6.x', undefined],
      ['7.x', 'next', 'v7.x (next)', '7.x'],
    ]);
    expect(resolved('7.x')).toEqual([
      ['5.x', 'older', 'v5.x', '5.x'],
      ['6.x', 'older', 'v6.x', '6.x'],
      ['7.x', 'current', 'v7.x', undefined],
    ]);
    expect(resolved('5.x').map(([, status, label]) => [status, label])).toEqual([
      ['current', 'v5.x'],
      ['next', 'v6.x (next)'],
      ['next', 'v7.x (next)'],
    ]);
  });

  it('orders versions by the list, never by their names, and prefixes routes with routePrefix, else the name', () => {
    const named = resolveDocVersions({
      lastVersion: '2026.1',
      versions: [
        fixtureVersionConfig('legacy', { routePrefix: 'v1' }),
        fixtureVersionConfig('2026.1'),
        fixtureVersionConfig('next', { next: { banner: 'Unreleased.' } }),
      ],
    });
    expect(
      named.map(({ name, status, prefix, routePrefix, root, mainPath, banner }) => [
        name,
        status,
        prefix,
        routePrefix,
        root,
        mainPath,
        banner,
      ]),
    ).toEqual([
      ['legacy', 'older', 'v1', 'v1', '/v1/docs/', '/v1/docs/guides/getting-started/', undefined],
      ['2026.1', 'current', undefined, '2026.1', '/docs/', '/docs/guides/getting-started/', undefined],
      ['next', 'next', 'next', 'next', '/next/docs/', '/next/docs/guides/getting-started/', 'Unreleased.'],
    ]);
  });

  it('offers a feature in the current version when it can, else the nearest next one, else the nearest older one', () => {
    const preferred = (lastVersion: string, can: string[]) =>
      preferredVersionOf(resolveDocVersions({ lastVersion, versions }), ({ name }) => can.includes(name))?.name;
    expect(preferred('6.x', ['5.x', '6.x', '7.x'])).toBe('6.x');
    expect(preferred('6.x', ['5.x', '7.x'])).toBe('7.x');
    expect(preferred('7.x', ['5.x', '6.x'])).toBe('6.x');
    expect(preferred('5.x', ['6.x', '7.x'])).toBe('6.x');
    expect(preferred('6.x', [])).toBeUndefined();
  });
});

describe('docVersionSources', () => {
  it("finds each version's library, guides and pages map", () => {
    const [five, next] = docVersionSources(config);
    expect(five).toMatchObject({ name: '5.x', prefix: undefined, isLast: true, library: 'react-native-paper' });
    expect(next).toMatchObject({ name: '6.x', prefix: '6.x', isLast: false });
    expect(next.library).toBe('react-native-paper-v6');
    expect(next.pageDataDir).toMatch(/content\/6\.x\/data$/);
    expect(next.componentsDir).toMatch(/node_modules\/react-native-paper-v6\/src\/components$/);
    expect(next.componentPages).toHaveProperty('FAB.FABMenu', 'FAB/Menu');
  });

  it('stops the build, naming the version, when what it names is not there', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'versions-'));
    const withFiles = (files: string[]) => {
      for (const file of files) {
        fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        if (/\.(json|tsx)$/.test(file)) fs.writeFileSync(path.join(root, file), file.endsWith('.json') ? '{}' : '');
        else fs.mkdirSync(path.join(root, file), { recursive: true });
      }
    };
    withFiles([
      'node_modules/react-native-paper/src/components',
      'content/5.x/guides',
      'content/5.x/component-pages.json',
      'content/5.x/examples/home-screen.tsx',
      'static/screenshots/5.x',
    ]);
    expect(() => docVersionSources(config, root)).toThrow(
      'site.config.ts: "docs.versions[1].library" is "react-native-paper-v6", but version "6.x" finds no node_modules/react-native-paper-v6/src/components: install the library under that name (an npm alias).',
    );
    withFiles(['node_modules/react-native-paper-v6/src/components']);
    expect(() => docVersionSources(config, root)).toThrow(
      'site.config.ts: "docs.versions[1].content" is "content/6.x", but version "6.x" has no such folder.',
    );
    withFiles(['content/6.x']);
    expect(() => docVersionSources(config, root)).toThrow(
      'site.config.ts: "docs.versions[1].content" is "content/6.x", but version "6.x" has no file content/6.x/component-pages.json.',
    );
    withFiles(['content/6.x/component-pages.json']);
    expect(() => docVersionSources(config, root)).toThrow(
      'site.config.ts: "docs.versions[1].content" is "content/6.x", but version "6.x" has no folder content/6.x/guides.',
    );
    withFiles(['content/6.x/guides']);
    expect(() => docVersionSources(config, root)).toThrow(
      `site.config.ts: "docs.versions[1].preview" is set, so the home page runs version "6.x"'s screen, but there is no content/6.x/examples/home-screen.tsx.`,
    );
    // Page data is optional, and examples are but for the home screen: a small version has little.
    withFiles(['content/6.x/examples/home-screen.tsx']);
    expect(() => docVersionSources(config, root)).toThrow(
      'site.config.ts: "docs.versions[1].screenshots" is "screenshots/6.x", but version "6.x" has no folder static/screenshots/6.x: `npm run screenshots -- --version 6.x` writes it',
    );
    // Except for the script that writes it.
    expect(() => docVersionSources(config, root, { screenshotsMayBeMissing: true })).toThrow(
      /"docs\.versions\[1\]\.migration\.changes"/,
    );
    withFiles(['static/screenshots/6.x']);
    expect(() => docVersionSources(config, root)).toThrow(
      'site.config.ts: "docs.versions[1].migration.changes" is "content/6.x/breaking-changes.json", but version "6.x" has no such file.',
    );
    // The breaking changes file is checked as it is read, naming itself and the key.
    const changes = path.join(root, 'content/6.x/breaking-changes.json');
    fs.writeFileSync(changes, '{}');
    expect(() => docVersionSources(config, root)).toThrow(
      'content/6.x/breaking-changes.json: "(root)" is {}; expected a list of changes.',
    );
    fs.writeFileSync(
      changes,
      JSON.stringify([{ change: 'HelperText is removed.', section: 'helpertext', names: { HelperText: 3 } }]),
    );
    expect(() => docVersionSources(config, root)).toThrow(
      'content/6.x/breaking-changes.json: "[0].names.HelperText" is 3; expected the name that replaces it, or null.',
    );
    fs.writeFileSync(changes, '[]');
    expect(docVersionSources(config, root)).toHaveLength(2);
  });
});

describe("a version's pages map", () => {
  it('stops the build naming the file and the key, not site.config.ts', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-map-'));
    for (const dir of [
      'node_modules/react-native-paper/src/components',
      'content/5.x/guides',
      'content/5.x/examples',
      'static/screenshots/5.x',
    ])
      fs.mkdirSync(path.join(root, dir), { recursive: true });
    for (const dir of [
      'node_modules/react-native-paper-v6/src/components',
      'content/6.x/guides',
      'content/6.x/examples',
    ])
      fs.mkdirSync(path.join(root, dir), { recursive: true });
    for (const file of ['content/5.x/examples/home-screen.tsx', 'content/6.x/examples/home-screen.tsx'])
      fs.writeFileSync(path.join(root, file), '');
    fs.writeFileSync(path.join(root, 'content/5.x/component-pages.json'), '{}');
    fs.writeFileSync(path.join(root, 'content/6.x/component-pages.json'), '{ "Button": 3 }');
    expect(() => docVersionSources(config, root)).toThrow(
      /^content\/6\.x\/component-pages\.json: "Button" is 3; expected/,
    );
    fs.writeFileSync(path.join(root, 'content/6.x/component-pages.json'), '{ "Button": ');
    expect(() => docVersionSources(config, root)).toThrow(
      /^content\/6\.x\/component-pages\.json: .*expected valid JSON\.$/,
    );
  });

  it("stops the build naming the file and the key of a page whose source the version's library lacks", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-map-'));
    for (const version of ['5.x', '6.x']) {
      for (const dir of [`content/${version}/guides`, `content/${version}/examples`, `static/screenshots/${version}`])
        fs.mkdirSync(path.join(root, dir), { recursive: true });
      fs.writeFileSync(path.join(root, 'content', version, 'examples/home-screen.tsx'), '');
      fs.writeFileSync(path.join(root, 'content', version, 'component-pages.json'), '{}');
    }
    const components = path.join(root, 'node_modules/react-native-paper-v6/src/components');
    for (const file of ['Badge.tsx', 'Button/Button.tsx']) {
      fs.mkdirSync(path.dirname(path.join(components, file)), { recursive: true });
      fs.writeFileSync(path.join(components, file), '');
    }
    fs.mkdirSync(path.join(root, 'node_modules/react-native-paper/src/components'), { recursive: true });
    const pagesMap = (map: object) =>
      fs.writeFileSync(path.join(root, 'content/6.x/component-pages.json'), JSON.stringify(map));

    pagesMap({ Badge: 'Badge', Button: { Button: 'Button/Buton' } });
    expect(() => docVersionSources(config, root)).toThrow(
      'content/6.x/component-pages.json: "Button.Button" is "Button/Buton", but the library has no node_modules/react-native-paper-v6/src/components/Button/Buton.tsx; expected a source file under its src/components, without ".tsx".',
    );
    pagesMap({ Badge: 'Badge.tsx', Button: { Button: 'Button/Button' } });
    expect(() => docVersionSources(config, root)).toThrow(
      'content/6.x/component-pages.json: "Badge" is "Badge.tsx", but the library has no node_modules/react-native-paper-v6/src/components/Badge.tsx.tsx;',
    );
    fs.writeFileSync(path.join(root, 'content/6.x/breaking-changes.json'), '[]');
    pagesMap({ Badge: 'Badge', Button: { Button: 'Button/Button' } });
    expect(docVersionSources(config, root)[1].componentPages).toEqual({
      Badge: 'Badge',
      Button: { Button: 'Button/Button' },
    });
  });
});
