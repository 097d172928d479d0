import fs from 'fs';
import path from 'path';
import PAGES_WITHOUT_CONFIGURATOR from '../fixtures/pages-without-configurator.json';

// The README explains what the code does; the tests own the facts and check it says them.

const readme = fs.readFileSync(path.resolve(__dirname, '../../README.md'), 'utf8');

/** The names a README section lists as `- **Name**: why`, sorted. */
function namesListedInReadme(heading: string): string[] {
  const section = readme.split(new RegExp(`^### ${heading}$`, 'm'))[1]?.split(/^#/m)[0] ?? '';
  return [...section.matchAll(/^- \*\*([\w.]+)\*\*/gm)].map((match) => match[1]).sort();
}

describe('the README', () => {
  it('explains each component page the configurator test finds without one', () => {
    expect(namesListedInReadme('Pages without a configurator')).toEqual(PAGES_WITHOUT_CONFIGURATOR);
  });

  it("installs a new docs version's library pinned, as package.json pins the copies it has", () => {
    const installs = [...readme.matchAll(/`(npm install [^`]*@npm:react-native-paper@[^`]*)`/g)].map(
      (match) => match[1],
    );
    expect(installs).not.toEqual([]);
    for (const command of installs) expect(command.split(' ')).toContain('--save-exact');
    const { dependencies } = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const aliases = Object.values(dependencies).filter((spec) => spec.startsWith('npm:react-native-paper@'));
    expect(aliases).not.toEqual([]);
    for (const spec of aliases) expect(spec).toMatch(/^npm:react-native-paper@\d+\.\d+\.\d+(-[\w.]+)?$/);
  });
});
