import path from 'path';
import { spawnSync } from 'child_process';
import { builtRulesFile, readBuiltRules } from '../../gatsby/config/migration-rules';
import { migrationRules, type MigrationRule } from '../../src/shared/migration/rules';
import { API_CHANGES_ID, docTargetPath } from '../../src/shared/routes';
import { versionNamed } from '../../src/shared/doc-versions';
import { builtPage, text } from '../helpers/built-site';
import { allVersions } from '../helpers/site-routes';

// The migration rules each compared version's build writes (public/<prefix>/migration-rules.json),
// which the migration check's page and command line read: the breaking changes file's names, then
// every other name the comparison of both versions finds gone, each linked to a page that explains it.

const ROOT = path.resolve(__dirname, '..', '..');
const versions = allVersions().filter((version) => version.migration?.changesFile);

describe.each(versions.map((version) => [version.name, version] as const))("%s's built rules", (_, version) => {
  const built = readBuiltRules(builtRulesFile(version));

  it('start with the breaking changes file’s names, in its order, and name each rule once', () => {
    const handWritten = migrationRules(version.migration!.changes, version.migration!.guide, (target) => target);
    // As the file writes them; the comparison adds whether each is an export or a colour role.
    const written = ({ name, replacement, link }: MigrationRule) => ({ name, replacement, link });
    expect(built.rules.slice(0, handWritten.length).map(written)).toEqual(handWritten.map(written));
    const names = built.rules.map((rule) => rule.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("link the comparison's names to their rows on the API changes page, which lists each in that section", () => {
    const compared = built.rules.filter((rule) => rule.link.includes('?name='));
    const pages = new Map<string, ReturnType<typeof builtPage>>();
    const unlisted = compared.filter((rule) => {
      const address = docTargetPath(version.prefix, rule.link);
      const [page, hash] = address.split(/\?name=[^#]*#/);
      if (!pages.has(page)) pages.set(page, builtPage(page));
      const name = new URLSearchParams(address.split('?')[1].split('#')[0]).get('name')!;
      const section = pages.get(page)!.querySelector(`main [id="${hash}"]`)?.parentNode;
      return !section || !text(section).includes(name);
    });
    expect(unlisted).toEqual([]);
  });
});

describe.each(versions.map((version) => [version.name, version] as const))("%s's API changes page", (_, version) => {
  it('sends each export and colour role it lists as removed or renamed to the migration guide', () => {
    const page = builtPage(docTargetPath(version.prefix, `${API_CHANGES_ID}`));
    const rows = ['exports', 'theme-colour-roles'].flatMap((id) =>
      page.querySelector(`main [id="${id}"]`)!.parentNode.querySelectorAll('tbody tr'),
    );
    const unexplained = rows
      .filter((row) => /Removed|Renamed/.test(text(row)) && !text(row).includes('migration guide'))
      .map(text);
    expect(unexplained).toEqual([]);
  });
});

describe('6.x’s rules on a 5.x app', () => {
  const version = versionNamed(allVersions(), '6.x');
  const { rules } = readBuiltRules(builtRulesFile(version));

  it('match an export, even of a common word, only where it is imported from Paper', () => {
    expect(rules.filter((rule) => ['overlay', 'Title', 'MD3LightTheme'].includes(rule.name))).toEqual([
      expect.objectContaining({ imported: true }),
      expect.objectContaining({ imported: true }),
      expect.objectContaining({ imported: true }),
    ]);
    expect(rules.find((rule) => rule.name === 'roundness')).not.toHaveProperty('imported');
  });

  it('find in an app, through the command line, the exports the file once left out, and leave the app’s own names', () => {
    const cli = spawnSync(
      process.execPath,
      [path.join(ROOT, 'scripts', 'migration-check.mjs'), '__tests__/fixtures/migration-app/src/screens/Profile.tsx'],
      { cwd: ROOT, encoding: 'utf8', env: { ...process.env, INIT_CWD: ROOT } },
    );
    const found = cli.stdout.split('\n').filter(Boolean);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/:3:41 {2}Title → Text variant {2}\(https:\/\/\S+\/guides\/migration\/#caption-/),
        expect.stringMatching(/:3:48 {2}overlay → removed {2}\(https:\/\/\S+\/guides\/migration\/#shadow-and-overlay-/),
        expect.stringMatching(/:12:8 {2}Title → Text variant /),
        expect.stringMatching(/:14:45 {2}overlay → removed /),
      ]),
    );
    // The app's own `overlay` key, and its read.
    expect(found.filter((line) => /:(6|15):\d+ {2}overlay/.test(line))).toEqual([]);
  });
});
