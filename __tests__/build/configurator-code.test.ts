import fs from 'fs';
import path from 'path';
import { docVersions } from '../../gatsby/config/site-config';
import { configuredCode } from '../../src/shared/configurator/code';
import {
  configuratorModel,
  startingValues,
  typeAliases,
  type Control,
  type Value,
} from '../../src/shared/configurator/controls';
import { starterFrom, type StarterFields } from '../../src/shared/configurator/starter-fields';
import { compileExample } from '../../src/shared/live-example/compile';
import { builtComponentDoc } from '../helpers/built-site';
import { componentRoutes } from '../helpers/site-routes';
import PAGES_WITHOUT_CONFIGURATOR from '../fixtures/pages-without-configurator.json';

// The configurator's whole path short of the preview, for every component page of every version, from
// the page data the browser gets: the model the page builds, the code of its starting point, and the
// code after each control is changed the way a reader would change it. The browser tests run the
// preview on a few pages.
interface PageDoc {
  title: string;
  configurator: { without: string | null; starter: StarterFields | null };
  props: { name: string; required: boolean; typeTokens: { text: string }[]; defaultValue: string | null }[];
  types: { definition: { text: string }[] }[];
  colorRoles: string[];
}

const docOf = (route: string) => builtComponentDoc<PageDoc>(route);

/** Another value of the control's kind, as a reader picks one. */
function changed(control: Control, current: Value | undefined, roles: readonly string[]): Value {
  switch (control.kind) {
    case 'switch':
      return !current;
    case 'choice':
      return control.options.find((option) => option !== current)!;
    case 'text':
      return 'Changed by the test';
    case 'number':
      return current === 3 ? 4 : 3;
    case 'icon':
      return current === 'star' ? 'camera' : 'star';
    case 'color':
      return `theme.colors.${roles.find((role) => `theme.colors.${role}` !== current)}`;
  }
}

describe.each(docVersions().map((version) => [version.name]))('the configurators of %s', (name) => {
  const pages = componentRoutes(name).map(([route]) => docOf(route));
  const configured = pages.filter((doc) => doc.configurator.starter);

  it('leave no page without one unless it says why not', () => {
    for (const doc of pages.filter((page) => !page.configurator.starter))
      expect({ title: doc.title, without: doc.configurator.without }).toEqual({
        title: doc.title,
        without: expect.stringMatching(/\S/),
      });
  });

  it('write code that compiles from the starting point and after a change of each control', () => {
    const problems: string[] = [];
    for (const doc of configured) {
      const model = configuratorModel(
        doc.title,
        doc.props.map((prop) => ({ ...prop, type: prop.typeTokens.map((token) => token.text).join('') })),
        typeAliases(doc.types),
        starterFrom(doc.configurator.starter!),
      );
      const start = startingValues(model);
      const codeOf = (values: Record<string, Value | undefined>) =>
        configuredCode(model, values, { run: true, roles: doc.colorRoles });
      const first = codeOf(start);
      for (const control of model.controls) {
        const values = { ...start, [control.name]: changed(control, start[control.name], doc.colorRoles) };
        const code = codeOf(values);
        if (code === first) problems.push(`${doc.title}: changing ${control.name} leaves the code as it was`);
        try {
          compileExample(code);
        } catch (error) {
          problems.push(`${doc.title}, ${control.name} changed: ${String(error)}`);
        }
      }
      try {
        compileExample(first);
      } catch (error) {
        problems.push(`${doc.title}: ${String(error)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

// The fixture is 5.x's pages without a configurator, which the README's "Pages without a configurator"
// explains one by one (readme-facts.test.ts); 5.x's pages are found wherever the config serves them.
it("leaves out, on 5.x, exactly the pages the fixture and the README's list name", () => {
  const pages = componentRoutes('5.x').map(([route]) => docOf(route));
  const without = pages.filter((doc) => !doc.configurator.starter).map((doc) => doc.title);
  // For `npm run bench`, which reports the last run's figure.
  fs.mkdirSync(path.resolve('test-results'), { recursive: true });
  fs.writeFileSync(
    path.resolve('test-results', 'configurator.json'),
    `${JSON.stringify({ configured: pages.length - without.length, total: pages.length, without }, null, 2)}\n`,
  );
  expect(without.sort()).toEqual(PAGES_WITHOUT_CONFIGURATOR);
});
