import type { HTMLElement } from 'node-html-parser';
import { builtPage, text } from '../helpers/built-site';
import { allVersions, pageOf } from '../helpers/site-routes';
import { isDocTarget } from '../../src/shared/migration/rules';

// Each name of a version's breaking changes file sends a reader (the migration check, the removed
// component's page, the API changes page, search) to a section of its migration guide: that section,
// as built, must be about the name.

/** A section's heading and everything under it up to the next heading of its level or above. */
function sectionText(page: HTMLElement, id: string): string | undefined {
  const heading = page.querySelector(`main [id="${id}"]`);
  if (!heading) return undefined;
  const level = Number(heading.tagName.slice(1));
  const parts = [text(heading)];
  for (let node = heading.nextElementSibling; node; node = node.nextElementSibling) {
    if (/^H[1-6]$/.test(node.tagName) && Number(node.tagName.slice(1)) <= level) break;
    parts.push(text(node));
  }
  return parts.join(' ');
}

const versions = allVersions().filter((version) => version.migration?.changes.some((change) => change.names));

describe.each(versions.map((version) => [version.name, version] as const))(
  "%s's breaking changes file",
  (_, version) => {
    const { guide, changes } = version.migration!;
    const page = builtPage(pageOf(version, `${guide}/`));

    it('sends each name it lists to a section of the migration guide that names it', () => {
      const misfiled = changes.flatMap(({ section, names }) =>
        Object.entries(names ?? {})
          // A name sent to another page (`roundness` -> the theming guide's shapes) is the link check's.
          .filter(([, replacement]) => replacement === null || !isDocTarget(replacement))
          .map(([name]) => ({ name, section, said: sectionText(page, section) }))
          // The name as the guide writes it: `TextInput mode` is `mode` in TextInput's section.
          .filter(({ name, said }) => !said?.includes(name.split(' ').at(-1)!))
          .map(({ name, section, said }) => `${name} -> #${section}${said === undefined ? ' (no such section)' : ''}`),
      );
      expect(misfiled).toEqual([]);
    });
  },
);
