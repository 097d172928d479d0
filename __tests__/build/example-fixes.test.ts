import fs from 'fs';
import path from 'path';
import { builtPage, builtComponentDoc, readBuilt, text } from '../helpers/built-site';
import { markdownPath } from '../../src/shared/routes';
import { pageOf, versionOf } from '../helpers/site-routes';

// 6.x's and 5.x's own fixes, from each version's example-fixes.json, on its pages wherever the config serves it.
const V5 = '5.x';
const V6 = '6.x';
const fixesOf = (version: string): Record<string, { note: string }> =>
  JSON.parse(fs.readFileSync(path.join(versionOf(version).pageDataDir, 'example-fixes.json'), 'utf8'));
const fixes5 = fixesOf(V5);
const fixes6 = fixesOf(V6);

const pageData = (route: string) => builtComponentDoc(route);
const usage = (route: string) => builtPage(route).querySelector('#usage + .live-example');

const TEXT_INPUT = pageOf(V6, 'components/TextInput/');

describe("component pages whose usage example the version's example-fixes.json corrects", () => {
  it('show the note as one sentence right under the example (6.x TextInput)', () => {
    const note = usage(TEXT_INPUT)!.nextElementSibling!;
    expect(note.classList.contains('usage-note')).toBe(true);
    expect(text(note)).toBe(fixes6.TextInput.note);
    expect(text(note)).toBe("This example adds the missing imports of Pressable and Icon to the library's example.");
  });

  it("run the library's code with the imports it lacked, after its own (6.x TextInput)", () => {
    const code = text(usage(TEXT_INPUT)!.querySelector('pre'));
    expect(code).toContain(
      "import { TextInput } from 'react-native-paper'; import { Pressable } from 'react-native'; import { Icon } from 'react-native-paper';",
    );
    const doc = pageData(TEXT_INPUT);
    expect(doc.usage).toContain("import { Pressable } from 'react-native';");
    expect(doc.usageCompiled).toContain("require('react-native')");
    expect(doc.usageNote).toBe(fixes6.TextInput.note);
  });

  it("give a page the library has no example for the site's own, with its note", () => {
    for (const [route, note] of [
      [pageOf(V6, 'components/RadioButton/RadioButtonAndroid/'), fixes6['RadioButton.Android'].note],
      [pageOf(V5, 'components/Checkbox/CheckboxIOS/'), fixes5['Checkbox.IOS'].note],
    ]) {
      const example = usage(route);
      expect(example).not.toBeNull();
      expect(text(example!.nextElementSibling)).toBe(note);
      expect(pageData(route).usageCompiled).not.toBeNull();
    }
  });

  it('say nothing under an example that is the library’s own', () => {
    expect(usage(pageOf(V6, 'components/Button/'))!.nextElementSibling?.classList.contains('usage-note') ?? false).toBe(
      false,
    );
    expect(builtPage(pageOf(V5, 'components/Button/')).querySelector('.usage-note')).toBeNull();
  });

  it('give the llms Markdown the corrected code and the note', () => {
    const markdown = readBuilt(markdownPath(TEXT_INPUT));
    expect(markdown).toContain("import { Pressable } from 'react-native';");
    expect(markdown).toContain(fixes6.TextInput.note);
  });
});
