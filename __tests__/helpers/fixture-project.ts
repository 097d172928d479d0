import fs from 'fs';
import os from 'os';
import path from 'path';
import type { SiteConfig } from '../../src/shared/site-config-schema';

/**
 * A small project folder, in the system's temp folder, holding what the build reads of each docs
 * version of `config` from disk (gatsby/config/doc-versions.ts): its library's components folder, its
 * content folder with a guides folder and a pages map (`pagesMaps[name]`, else none) with the source
 * file of each page it names, its screenshots
 * folder, its home screen
 * when its examples run in the page, and its breaking changes file (empty) when it names one. Returns
 * the folder; the caller removes it.
 */
export function fixtureProject(config: SiteConfig, pagesMaps: Record<string, object> = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fixture-project-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  for (const version of config.docs.versions) {
    fs.mkdirSync(path.join(root, 'node_modules', version.library, 'src', 'components'), { recursive: true });
    fs.mkdirSync(path.join(root, version.content, 'guides'), { recursive: true });
    fs.mkdirSync(path.join(root, 'static', version.screenshots), { recursive: true });
    const pages = pagesMaps[version.name] ?? {};
    write(path.join(version.content, 'component-pages.json'), JSON.stringify(pages));
    // The source file of each page the map names, where the map is well formed.
    for (const entry of Object.values(pages))
      for (const source of typeof entry === 'string' ? [entry] : typeof entry === 'object' ? Object.values(entry) : [])
        if (typeof source === 'string')
          write(path.join('node_modules', version.library, 'src', 'components', `${source}.tsx`), '');
    if (version.preview) write(path.join(version.content, 'examples', 'home-screen.tsx'), '');
    if (version.migration?.changes) write(version.migration.changes, '[]');
  }
  return root;
}
