import fs from 'fs';
import path from 'path';
import { builtDocPages, builtPage } from '../helpers/built-site';
import { docVersions } from '../../gatsby/config/site-config';
import { apiChangesRoutes, currentVersion, pageOf } from '../helpers/site-routes';

const PROJECT_ROOT = path.resolve(__dirname, '..', '..');
/** The version served at /docs/, whose guides these are. */
const last = currentVersion();
const editBase = last.guideEditUrl;
const guidesFolder = path.relative(PROJECT_ROOT, last.guidesDir);
const GUIDE_SOURCES = fs.readdirSync(last.guidesDir).filter((file) => file.endsWith('.mdx'));

/** The generated API changes pages: guides with no source of their own. */
const generated = new Set(apiChangesRoutes());
/**
 * Every built guide page at /docs/ (`public/docs/guides/<slug>/index.html`) but the generated one, as a
 * site path; not the addresses there that only redirect (an older version's guide the current one lacks).
 */
const builtGuidePaths = builtDocPages('/docs/').filter(
  (page) => page.startsWith('/docs/guides/') && !generated.has(page),
);

/** The edit links of a built page, with the configured base (this repository's edit URL) taken off. */
function editedFiles(sitePath: string): string[] {
  return builtPage(sitePath)
    .querySelectorAll('a.edit-this-page')
    .map((link) => link.getAttribute('href') ?? '')
    .map((href) =>
      href.startsWith(editBase) ? href.slice(editBase.length) : `(not under the version's guideEditUrl) ${href}`,
    );
}

describe("guides' Edit this page links", () => {
  it('are built for every guide source', () => {
    expect(builtGuidePaths).toHaveLength(GUIDE_SOURCES.length);
  });

  it('are not on a generated page, which has no source to edit', () => {
    for (const route of generated) expect({ route, links: editedFiles(route) }).toEqual({ route, links: [] });
  });

  it.each(builtGuidePaths)('%s has one edit link, to its own file in this repository', (sitePath) => {
    const files = editedFiles(sitePath);
    expect(files).toHaveLength(1);
    const [file] = files;
    expect(path.dirname(file)).toBe(guidesFolder);
    expect(fs.existsSync(path.join(PROJECT_ROOT, file))).toBe(true);
  });

  it('lead to every guide source once', () => {
    const linked = builtGuidePaths.flatMap(editedFiles).sort();
    expect(linked).toEqual(GUIDE_SOURCES.map((file) => `${guidesFolder}/${file}`).sort());
  });
});

describe("component pages' Edit this page links", () => {
  it.each(docVersions())('lead to the sources of the library release $name documents', (version) => {
    const page = pageOf(version, 'components/Button/');
    const hrefs = builtPage(page)
      .querySelectorAll('a.edit-this-page')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([`${version.componentEditUrl}Button/Button.tsx`]);
  });
});
