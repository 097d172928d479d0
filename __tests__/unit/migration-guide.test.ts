import fs from 'fs';
import path from 'path';
import GithubSlugger from 'github-slugger';
import breakingChanges from '../../content/6.x/breaking-changes.json';

const ROOT = path.resolve(__dirname, '../..');
const GUIDE = 'content/6.x/guides/13-migration.mdx';
/** The verified facts about 6.0.0-alpha.0, beside the project when it is checked out in the workspace. */
const FACTS = path.resolve(ROOT, '../shared/reference/v6-facts.md');

/** The ids the site gives a guide's level 2 and 3 headings (rehype-heading-ids: GitHub's slugger over the text). */
function headingIds(source: string): string[] {
  const slugger = new GithubSlugger();
  let inFence = false;
  const ids: string[] = [];
  for (const line of source.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = !inFence && /^#{2,3} (.+)$/.exec(line);
    if (heading) ids.push(slugger.slug(heading[1].replace(/`/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')));
  }
  return ids;
}

describe('the migration guide from 5.x to 6.0', () => {
  const ids = headingIds(fs.readFileSync(path.join(ROOT, GUIDE), 'utf8'));

  it.each(breakingChanges.map((entry) => [entry.section, entry.change]))('has a section #%s for: %s', (section) => {
    expect(ids).toContain(section);
  });

  it('names the removed components in headings the version switch opens', () => {
    const fallbacks = JSON.parse(fs.readFileSync(path.join(ROOT, 'content/version-fallbacks.json'), 'utf8')) as Record<
      string,
      Record<string, string>
    >;
    const anchors = Object.values(fallbacks['6.x'])
      .filter((target) => target.startsWith('guides/migration#'))
      .map((target) => target.split('#')[1]);
    expect(anchors.length).toBeGreaterThanOrEqual(5);
    for (const anchor of anchors) expect(ids).toContain(anchor);
  });

  // The facts give one line per change; the checklist may split a line into several sections, never drop one.
  (fs.existsSync(FACTS) ? it : it.skip)('covers every breaking change of the verified facts', () => {
    const facts = fs.readFileSync(FACTS, 'utf8');
    const section = facts.split(/^## Other breaking changes.*$/m)[1].split(/^## /m)[0];
    const bullets = section.split('\n').filter((line) => line.startsWith('- '));
    expect(breakingChanges.length).toBeGreaterThanOrEqual(bullets.length);
    const guide = fs.readFileSync(path.join(ROOT, GUIDE), 'utf8');
    // Names of five letters or more the facts put in code (`trackColor`, `isRTL`); shorter ones (`mode`) are common words.
    const names = bullets.flatMap((bullet) =>
      [...bullet.matchAll(/`([^`]+)`/g)].flatMap((code) => code[1].match(/[A-Za-z_$][\w$]{4,}/g) ?? []),
    );
    expect(names.filter((name) => !guide.includes(name))).toEqual([]);
  });
});
