import fs from 'fs';
import { BASE, builtFile, builtPage, text } from '../helpers/built-site';
import { componentRoutes, pageOf, versionOf } from '../helpers/site-routes';
import { cssColorToHex } from '../../src/shared/color';

// The types, props and colours below are 5.x's library's, on 5.x's pages wherever the config serves 5.x.
const V5 = '5.x';
const { library } = versionOf(V5);
const { MD3LightTheme } = require(`${library}/lib/commonjs/styles/themes/v3/LightTheme`);
const { MD3DarkTheme } = require(`${library}/lib/commonjs/styles/themes/v3/DarkTheme`);
/** A 5.x component page: `component('Button')`. */
const component = (key: string) => pageOf(V5, `components/${key}/`);

const propFacts = (route: string, prop: string) =>
  builtPage(route).querySelector(`#prop-${prop}`)!.parentNode.querySelector('.prop__facts dd')!;
const linksIn = (element: {
  querySelectorAll(selector: string): { textContent: string; getAttribute(name: string): string | undefined }[];
}) => element.querySelectorAll('a').map((a) => [a.textContent.trim(), a.getAttribute('href')]);

describe('types on component pages', () => {
  it('links TextInput’s StyleProp<TextStyle> to React Native’s docs', () => {
    const style = propFacts(component('TextInput'), 'style');
    expect(text(style)).toBe('StyleProp<TextStyle>');
    expect(linksIn(style)).toEqual([
      ['StyleProp', 'https://reactnative.dev/docs/style'],
      ['TextStyle', 'https://reactnative.dev/docs/text-style-props'],
    ]);
    for (const a of style.querySelectorAll('a')) expect(a.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('links Button’s IconSource to its definition on the page and ThemeProp to the theming guide', () => {
    const page = builtPage(component('Button'));
    expect(linksIn(propFacts(component('Button'), 'icon'))).toEqual([['IconSource', '#type-IconSource']]);
    const definition = page.querySelector('#type-IconSource')!.parentNode;
    expect(text(definition.querySelector('pre'))).toMatch(/^type IconSource = \| IconSourceBase/);
    expect(linksIn(definition.querySelector('pre')!)).toContainEqual(['IconSourceBase', '#type-IconSourceBase']);
    expect(text(definition)).toContain('Declared in src/components/Icon.tsx');
    expect(linksIn(propFacts(component('Button'), 'theme'))).toEqual([
      ['ThemeProp', `${BASE}${pageOf(V5, 'guides/theming/#what-a-theme-contains')}`],
    ]);
  });

  it('lists string-literal unions as their members', () => {
    const mode = propFacts(component('Button'), 'mode');
    expect(mode.querySelectorAll('.type-union li code').map((code) => text(code))).toEqual([
      "'text'",
      "'outlined'",
      "'contained'",
      "'elevated'",
      "'contained-tonal'",
    ]);
  });

  it('shortens long types behind a disclosure that holds the whole type with its links', () => {
    const renderScene = propFacts(component('BottomNavigation'), 'renderScene');
    const details = renderScene.querySelector('details.type-long')!;
    expect(text(details.querySelector('summary .type-long__short')!)).toMatch(/^\(props: \{ route: Route;.* …$/);
    expect(details.querySelector('summary a')).toBeNull();
    expect(text(details.querySelector('.type-long__full'))).toBe(
      '(props: { route: Route; jumpTo: (key: string) => void; }) => React.ReactNode | null',
    );
    // `Route` is BottomNavigation's type parameter: nothing to link to.
    expect(linksIn(details.querySelector('.type-long__full')!)).toEqual([
      ['React.ReactNode', 'https://react.dev/learn/typescript#typing-children'],
    ]);
    const buttons = propFacts(component('SegmentedButtons'), 'buttons').querySelector('.type-long__full')!;
    expect(linksIn(buttons)).toContainEqual(['IconSource', '#type-IconSource']);
  });

  it('leads every type and inherited-prop link on every component page somewhere that exists', () => {
    for (const [route] of componentRoutes()) {
      const page = builtPage(route);
      const links = page
        .querySelectorAll('.prop__facts a, .doc-section--types pre a, .doc-section--inherited-props a')
        .map((a) => a.getAttribute('href')!);
      for (const href of links) {
        if (/^https:\/\//.test(href)) continue;
        const [pathname, hash] = href.split('#');
        const target = pathname ? builtPage(pathname.slice(BASE.length)) : page;
        expect({ route, href, pageExists: !pathname || fs.existsSync(builtFile(pathname.slice(BASE.length))) }).toEqual(
          { route, href, pageExists: true },
        );
        if (hash)
          expect({ route, href, anchor: Boolean(target.querySelector(`[id="${hash}"]`)) }).toEqual({
            route,
            href,
            anchor: true,
          });
      }
    }
  });
});

describe('inherited props', () => {
  const groups = (route: string) =>
    builtPage(route)
      .querySelectorAll('.inherited-props__group')
      .map((group) => ({
        summary: text(group.querySelector('summary')),
        count: group.querySelectorAll('li').length,
        group,
      }));

  it('lists Button’s props from Surface and from View, collapsed, each counted', () => {
    const button = groups(component('Button'));
    const surface = button.find((g) => g.summary === '1 prop from Surface')!;
    expect(linksIn(surface.group)).toContainEqual(['elevation', `${BASE}${component('Surface')}#prop-elevation`]);
    const view = button.find((g) => / props from View$/.test(g.summary))!;
    expect(view.summary).toBe(`${view.count} props from View`);
    expect(view.count).toBeGreaterThan(30);
    expect(linksIn(view.group)).toContainEqual(['onLayout', 'https://reactnative.dev/docs/view#onlayout']);
    for (const group of button) expect(group.group.getAttribute('open')).toBeUndefined();
    // Button's own props are not repeated among the inherited ones.
    const own = builtPage(component('Button'))
      .querySelectorAll('.prop h3 code')
      .map((code) => text(code));
    const inherited = button.flatMap((g) => g.group.querySelectorAll('li code').map((code) => text(code)));
    expect(inherited.filter((name) => own.includes(name))).toEqual([]);
  });

  it('keeps the prop filter out of the HTML: without JavaScript every prop shows', () => {
    const page = builtPage(component('TextInput'));
    expect(page.querySelector('.prop-filter')).toBeNull();
    expect(page.querySelectorAll('.prop[hidden]')).toHaveLength(0);
    expect(page.querySelectorAll('.prop').length).toBeGreaterThan(20);
  });
});

describe('theme colour swatches', () => {
  it('show Button’s colours with the library’s MD3 light and dark values', () => {
    const page = builtPage(component('Button'));
    const row = (labels: string) =>
      page
        .querySelectorAll('.theme-colors tbody tr')
        .find((tr) => tr.querySelectorAll('th').map(text).join(' ') === labels)!;
    const contained = row('active contained');
    const swatches = contained.querySelector('td')!.querySelectorAll('.swatch');
    expect(swatches.map((swatch) => swatch.getAttribute('data-hex'))).toEqual([
      cssColorToHex(MD3LightTheme.colors.primary),
      cssColorToHex(MD3DarkTheme.colors.primary),
    ]);
    expect(swatches[0].getAttribute('aria-label')).toBe(`MD3 light: ${cssColorToHex(MD3LightTheme.colors.primary)}`);
    expect(swatches[0].querySelector('rect')!.getAttribute('fill')).toBe(cssColorToHex(MD3LightTheme.colors.primary));
    const elevated = row('active elevated');
    expect(elevated.querySelector('td .swatch')!.getAttribute('data-hex')).toBe(
      cssColorToHex(MD3LightTheme.colors.elevation.level1),
    );
  });
});
