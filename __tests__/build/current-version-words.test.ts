import { PUBLIC_DIR } from '../helpers/built-site';
import { nextStateWordsOfSite } from '../helpers/next-state-words';
import { docVersions } from '../../gatsby/config/site-config';
import { lastVersionOf } from '../../src/shared/doc-versions';

// The version served at /docs/ is released: whatever its guides, its record or its library's doc
// comments said while it was the next version, none of its pages may still say it. On a site whose
// docs.lastVersion was just changed to a version that was next, this is release day's check
// (promotion.test.ts runs it on one).
const current = lastVersionOf(docVersions());
const { files, found } = nextStateWordsOfSite(PUBLIC_DIR, current.root);

describe(`${current.name}, the version at ${current.root} (docs.lastVersion)`, () => {
  it('has its guides and component pages read, as HTML and as Markdown', () => {
    const root = current.root.slice(1);
    expect(
      files.filter((file) => file.startsWith(`${root}guides/`) && file.endsWith('/index.html')).length,
    ).toBeGreaterThan(10);
    expect(files.filter((file) => file.startsWith(`${root}guides/`) && file.endsWith('.md')).length).toBeGreaterThan(
      10,
    );
    expect(files.filter((file) => file.startsWith(`${root}components/`)).length).toBeGreaterThan(50);
  });

  it('says nothing only a version not yet released says: no pre-release, no alpha or beta, no pre-release to install', () => {
    expect(found).toEqual([]);
  });
});
