import { configWithVersions } from '../helpers/fixture-config';
import { fixtureProject } from '../helpers/fixture-project';
import { fixtureVersionConfig } from '../helpers/version-fixtures';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { docVersionSources } from '../../gatsby/config/doc-versions';
import { validateSiteConfig } from '../../gatsby/config/validate-site-config';
import siteConfig from '../../site.config';
import { preferredVersionOf, resolveDocVersions } from '../../src/shared/doc-versions';

// Two made-up versions, each running its examples in the page; 2.x, the next one, has a breaking changes file.
const config = configWithVersions(['1.x', '2.x'], '1.x', {
  '1.x': { preview: {} },
  '2.x': { preview: {}, migration: { guide: 'guides/migration', changes: 'content/2.x/breaking-changes.json' } },
});

describe('resolveDocVersions', () => {
  // Three versions: what each is called follows from where it stands against the one at /docs/.
  const versions = ['1.x', '2.x', '3.x'].map((name) => fixtureVersionConfig(name));
  const resolved = (lastVersion: string) =>
    resolveDocVersions({ lastVersion, versions }).map(({ name, status, label, prefix }) => [
      name,
      status,
      label,
      prefix,
    ]);

  it('gives each version its state, and the label its state word, from lastVersion alone', () => {
    expect(resolved('2.x')).toEqual([
      ['1.x', 'older', 'v1.x', '1.x'],
      ['2.x', 'current', 'v2.x', undefined],
      ['3.x', 'next', 'v3.x (next)', '3.x'],
    ]);
    expect(resolved('3.x')).toEqual([
      ['1.x', 'older', 'v1.x', '1.x'],
      ['2.x', 'older', 'v2.x', '2.x'],
      ['3.x', 'current', 'v3.x', undefined],
    ]);
    expect(resolved('1.x').map(([, status, label]) => [status, label])).toEqual([
      ['current', 'v1.x'],
      ['next', 'v2.x (next)'],
      ['next', 'v3.x (next)'],
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
    expect(preferred('2.x', ['1.x', '2.x', '3.x'])).toBe('2.x');
    expect(preferred('2.x', ['1.x', '3.x'])).toBe('3.x');
    expect(preferred('3.x', ['1.x', '2.x'])).toBe('2.x');
    expect(preferred('1.x', ['2.x', '3.x'])).toBe('2.x');
    expect(preferred('2.x', [])).toBeUndefined();
  });
});

describe('docVersionSources', () => {
  it("finds each version's library, guides and pages map", () => {
    const root = fixtureProject(config, { '2.x': { FAB: { FABMenu: 'FAB/Menu' } } });
    const [one, next] = docVersionSources(config, root);
    expect(one).toMatchObject({ name: '1.x', prefix: undefined, isLast: true, library: 'paper-1.x' });
    expect(next).toMatchObject({ name: '2.x', prefix: '2.x', isLast: false });
    expect(next.library).toBe('paper-2.x');
    expect(next.pageDataDir).toBe(path.join(root, 'content/2.x/data'));
    expect(next.guidesDir).toBe(path.join(root, 'content/2.x/guides'));
    expect(next.componentsDir).toBe(path.join(root, 'node_modules/paper-2.x/src/components'));
    expect(next.componentPages).toEqual({ FAB: { FABMenu: 'FAB/Menu' } });
    expect(next.migration).toEqual({
      guide: 'guides/migration',
      changesFile: 'content/2.x/breaking-changes.json',
      changes: [],
    });
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('finds the library, guides and pages map of every version site.config.ts lists', () => {
    const shipped = validateSiteConfig(siteConfig);
    expect(docVersionSources(shipped).map((version) => [version.name, fs.existsSync(version.componentsDir)])).toEqual(
      shipped.docs.versions.map((version) => [version.name, true]),
    );
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
      'node_modules/paper-1.x/src/components',
      'content/1.x/guides',
      'content/1.x/component-pages.json',
      'content/1.x/examples/home-screen.tsx',
      'static/screenshots/1.x',
    ]);
    expect(() => docVersionSources(config, root)).toThrow(
      'site.config.ts: "docs.versions[1].library" is "paper-2.x", but version "2.x" finds no node_modules/paper-2.x/src/components: install the library under that name (an npm alias).',
    );
    withFiles(['node_modules/paper-2.x/src/components']);
    expect(() => docVersionSources(config, root)).toThrow(
      'site.config.ts: "docs.versions[1].content" is "content/2.x", but version "2.x" has no such folder.',
    );
    withFiles(['content/2.x']);
    expect(() => docVersionSources(config, root)).toThrow(
      'site.config.ts: "docs.versions[1].content" is "content/2.x", but version "2.x" has no file content/2.x/component-pages.json.',
    );
    withFiles(['content/2.x/component-pages.json']);
    expect(() => docVersionSources(config, root)).toThrow(
      'site.config.ts: "docs.versions[1].content" is "content/2.x", but version "2.x" has no folder content/2.x/guides.',
    );
    withFiles(['content/2.x/guides']);
    expect(() => docVersionSources(config, root)).toThrow(
      `site.config.ts: "docs.versions[1].preview" is set, so the home page runs version "2.x"'s screen, but there is no content/2.x/examples/home-screen.tsx.`,
    );
    // Page data is optional, and examples are but for the home screen: a small version has little.
    withFiles(['content/2.x/examples/home-screen.tsx']);
    expect(() => docVersionSources(config, root)).toThrow(
      'site.config.ts: "docs.versions[1].screenshots" is "screenshots/2.x", but version "2.x" has no folder static/screenshots/2.x: `npm run screenshots -- --version 2.x` writes it',
    );
    // Except for the script that writes it.
    expect(() => docVersionSources(config, root, { screenshotsMayBeMissing: true })).toThrow(
      /"docs\.versions\[1\]\.migration\.changes"/,
    );
    withFiles(['static/screenshots/2.x']);
    expect(() => docVersionSources(config, root)).toThrow(
      'site.config.ts: "docs.versions[1].migration.changes" is "content/2.x/breaking-changes.json", but version "2.x" has no such file.',
    );
    // The breaking changes file is checked as it is read, naming itself and the key.
    const changes = path.join(root, 'content/2.x/breaking-changes.json');
    fs.writeFileSync(changes, '{}');
    expect(() => docVersionSources(config, root)).toThrow(
      'content/2.x/breaking-changes.json: "(root)" is {}; expected a list of changes.',
    );
    fs.writeFileSync(
      changes,
      JSON.stringify([{ change: 'HelperText is removed.', section: 'helpertext', names: { HelperText: 3 } }]),
    );
    expect(() => docVersionSources(config, root)).toThrow(
      'content/2.x/breaking-changes.json: "[0].names.HelperText" is 3; expected the name that replaces it, or null.',
    );
    fs.writeFileSync(changes, '[]');
    expect(docVersionSources(config, root)).toHaveLength(2);
    fs.rmSync(root, { recursive: true, force: true });
  });
});

describe("a version's pages map", () => {
  it('stops the build naming the file and the key, not site.config.ts', () => {
    const root = fixtureProject(config, { '2.x': { Button: 3 } });
    expect(() => docVersionSources(config, root)).toThrow(
      /^content\/2\.x\/component-pages\.json: "Button" is 3; expected/,
    );
    fs.writeFileSync(path.join(root, 'content/2.x/component-pages.json'), '{ "Button": ');
    expect(() => docVersionSources(config, root)).toThrow(
      /^content\/2\.x\/component-pages\.json: .*expected valid JSON\.$/,
    );
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("stops the build naming the file and the key of a page whose source the version's library lacks", () => {
    const root = fixtureProject(config);
    const components = path.join(root, 'node_modules/paper-2.x/src/components');
    for (const file of ['Badge.tsx', 'Button/Button.tsx']) {
      fs.mkdirSync(path.dirname(path.join(components, file)), { recursive: true });
      fs.writeFileSync(path.join(components, file), '');
    }
    const pagesMap = (map: object) =>
      fs.writeFileSync(path.join(root, 'content/2.x/component-pages.json'), JSON.stringify(map));

    pagesMap({ Badge: 'Badge', Button: { Button: 'Button/Buton' } });
    expect(() => docVersionSources(config, root)).toThrow(
      'content/2.x/component-pages.json: "Button.Button" is "Button/Buton", but the library has no node_modules/paper-2.x/src/components/Button/Buton.tsx; expected a source file under its src/components, without ".tsx".',
    );
    pagesMap({ Badge: 'Badge.tsx', Button: { Button: 'Button/Button' } });
    expect(() => docVersionSources(config, root)).toThrow(
      'content/2.x/component-pages.json: "Badge" is "Badge.tsx", but the library has no node_modules/paper-2.x/src/components/Badge.tsx.tsx;',
    );
    pagesMap({ Badge: 'Badge', Button: { Button: 'Button/Button' } });
    expect(docVersionSources(config, root)[1].componentPages).toEqual({
      Badge: 'Badge',
      Button: { Button: 'Button/Button' },
    });
    fs.rmSync(root, { recursive: true, force: true });
  });
});
