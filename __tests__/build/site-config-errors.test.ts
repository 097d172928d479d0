import { spawnSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import { copySite, gatsbyCli, removeSiteCopy } from '../helpers/site-copy';

// A mistake in site.config.ts, met the way an editor meets it: a real `gatsby build` of a copy of
// the project (so this project's .cache/ and public/ stay as they are) stops in bootstrap with the
// config's own message. The unit tests call the validator directly; this checks that Gatsby shows
// what it says.
let siteDir: string;

beforeAll(() => {
  siteDir = copySite('broken-site-config-');
});

afterAll(() => removeSiteCopy(siteDir));

/** Writes the copy's site.config.ts with `change`, run on the config object just before it is exported. */
function breakConfig(change: string): void {
  const file = path.join(siteDir, 'site.config.ts');
  // From the project's own config: each test makes one mistake.
  const source = fs.readFileSync(path.resolve(__dirname, '../../site.config.ts'), 'utf8');
  const exported = 'export default siteConfig;';
  expect(source).toContain(exported);
  fs.writeFileSync(file, source.replace(exported, `${change}\n${exported}`));
}

/** `gatsby build` in the copy: exit status and everything it printed, without colours. */
function build(): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [gatsbyCli(siteDir), 'build'], {
    cwd: siteDir,
    encoding: 'utf8',
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
    timeout: 150_000,
  });
  // eslint-disable-next-line no-control-regex -- terminal escape sequences
  const output = `${result.stdout}\n${result.stderr}`.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');
  return { status: result.status, output };
}

describe('a mistake in site.config.ts', () => {
  it('stops gatsby build with one message naming the key, and no stack or bundle', () => {
    // The README's example: a navbar item of a type the site does not have, as the third item.
    breakConfig(`siteConfig.navbar.items.splice(2, 0, { type: 'megaMenu', label: 'More' } as never);`);
    const { status, output } = build();

    expect(status).not.toBe(0);
    // Gatsby wraps long messages to the terminal's width.
    expect(output.replace(/\s+/g, ' ')).toContain(
      'site.config.ts: "navbar.items[2].type" is "megaMenu", an unknown navbar item type; expected one of default, dropdown,',
    );
    expect(output).not.toContain('before initialization');
    expect(output).not.toContain('.cache/compiled');
    expect(output).not.toMatch(/^\s+at /m);
    const printed = output.split('\n').filter((line) => line.trim() !== '');
    expect(printed.length).toBeLessThan(20);
    // No bundle or source dump; the message itself is one long line where Gatsby does not wrap (CI=true).
    expect(printed.filter((line) => line.length >= 200 && !line.includes('site.config.ts: '))).toEqual([]);
  }, 180_000);

  it('stops `npm run build` before it deletes anything: the last build and its cache stay', () => {
    breakConfig(`(siteConfig as Record<string, unknown>).onBrokenLink = 'warn';`);
    for (const dir of ['public', '.cache']) {
      fs.mkdirSync(path.join(siteDir, dir), { recursive: true });
      fs.writeFileSync(path.join(siteDir, dir, 'kept.txt'), 'the last build');
    }
    // No build stamp: the script would start clean if it went on.
    const result = spawnSync(process.execPath, ['scripts/build.mjs'], {
      cwd: siteDir,
      encoding: 'utf8',
      timeout: 60_000,
    });

    expect(result.status).toBe(1);
    expect(result.stderr).toContain('site.config.ts: "onBrokenLink" is not a setting here');
    expect(result.stdout).not.toContain('starting clean');
    expect(fs.readFileSync(path.join(siteDir, 'public', 'kept.txt'), 'utf8')).toBe('the last build');
    expect(fs.existsSync(path.join(siteDir, '.cache', 'kept.txt'))).toBe(true);
  }, 90_000);
});
