import fs from 'fs';
import path from 'path';
import PAGES_WITHOUT_CONFIGURATOR from '../fixtures/pages-without-configurator.json';

// The README explains what the code does; the tests own the facts and check it says them.

/** The names a README section lists as `- **Name**: why`, sorted. */
function namesListedInReadme(heading: string): string[] {
  const readme = fs.readFileSync(path.resolve(__dirname, '../../README.md'), 'utf8');
  const section = readme.split(new RegExp(`^### ${heading}$`, 'm'))[1]?.split(/^#/m)[0] ?? '';
  return [...section.matchAll(/^- \*\*([\w.]+)\*\*/gm)].map((match) => match[1]).sort();
}

describe('the README', () => {
  it('explains each component page the configurator test finds without one', () => {
    expect(namesListedInReadme('Pages without a configurator')).toEqual(PAGES_WITHOUT_CONFIGURATOR);
  });
});
