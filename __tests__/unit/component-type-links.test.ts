import { asRoutePrefix } from '../../src/shared/doc-versions';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { ComponentParser, type ParsedComponent, type PropDoc } from '../../plugins/gatsby-source-component-docs/docgen';
import { reactNativeComponentOf } from '../../plugins/gatsby-source-component-docs/external-docs';
import { listPages } from '../../plugins/gatsby-source-component-docs/page-list';
import { docPath } from '../../src/shared/routes';
import pagesMap from '../../content/5.x/component-pages.json';

const root = path.resolve(__dirname, '../../node_modules/react-native-paper/src/components');
const pages = listPages(pagesMap);
const parsed = new Map<string, ParsedComponent>();

beforeAll(() => {
  const parser = new ComponentParser(
    pages.map((page) => ({
      file: path.join(root, `${page.source}.tsx`),
      title: page.title,
      path: docPath(undefined, page.docId),
    })),
    path.resolve(root, '..'),
  );
  for (const page of pages) parsed.set(page.title, parser.parse(path.join(root, `${page.source}.tsx`))!);
});

const doc = (title: string) => parsed.get(title)!;
const tokensOf = (title: string, name: string) => doc(title).props.find((p) => p.name === name)!.typeTokens;
const links = (tokens: PropDoc['typeTokens']) =>
  tokens.filter((t) => t.link).map((t) => [t.text, t.link!.kind, t.link!.target]);
const textOf = (tokens: PropDoc['typeTokens']) => tokens.map((t) => t.text).join('');

describe('type links on the installed library', () => {
  it('links IconSource to its definition on the page, which links on to what it is made of', () => {
    expect(links(tokensOf('Button', 'icon'))).toEqual([['IconSource', 'type', 'IconSource']]);
    const iconSource = doc('Button').types.find((type) => type.name === 'IconSource')!;
    expect(iconSource.sourcePath).toBe('components/Icon.tsx');
    expect(textOf(iconSource.definition)).toMatch(/^type IconSource =\s+\| IconSourceBase/);
    expect(links(iconSource.definition)).toContainEqual(['IconSourceBase', 'type', 'IconSourceBase']);
    const base = doc('Button').types.find((type) => type.name === 'IconSourceBase')!;
    expect(links(base.definition)).toEqual([
      ['ImageSourcePropType', 'external', 'https://reactnative.dev/docs/image#source'],
    ]);
  });

  it('links ThemeProp to the theming guide', () => {
    expect(links(tokensOf('Button', 'theme'))).toEqual([
      ['ThemeProp', 'doc', '/docs/guides/theming/#what-a-theme-contains'],
    ]);
    expect(doc('Button').types.map((type) => type.name)).not.toContain('ThemeProp');
  });

  it("links 6.x's ThemeProp to 6.x's theming guide", () => {
    const root6 = path.resolve(__dirname, '../../node_modules/react-native-paper-v6/src');
    const file = path.join(root6, 'components/Button/Button.tsx');
    const parser6 = new ComponentParser(
      [{ file, title: 'Button', path: '/6.x/docs/components/Button/' }],
      root6,
      asRoutePrefix('6.x'),
    );
    const theme = parser6.parse(file)!.props.find((prop) => prop.name === 'theme')!;
    expect(links(theme.typeTokens)).toEqual([['ThemeProp', 'doc', '/6.x/docs/guides/theming/#what-a-theme-contains']]);
  });

  it('links StyleProp<ViewStyle> and StyleProp<TextStyle> to React Native’s style pages', () => {
    expect(links(tokensOf('Button', 'contentStyle'))).toEqual([
      ['StyleProp', 'external', 'https://reactnative.dev/docs/style'],
      ['ViewStyle', 'external', 'https://reactnative.dev/docs/view-style-props'],
    ]);
    expect(links(tokensOf('TextInput', 'style'))).toContainEqual([
      'TextStyle',
      'external',
      'https://reactnative.dev/docs/text-style-props',
    ]);
    expect(links(tokensOf('Button', 'children'))).toEqual([
      ['React.ReactNode', 'external', 'https://react.dev/learn/typescript#typing-children'],
    ]);
  });

  it('links each name inside a union or an intersection: Banner’s actions and elevation', () => {
    expect(textOf(tokensOf('Banner', 'actions'))).toBe('Array< { label: string; } & $RemoveChildren<typeof Button> >');
    expect(links(tokensOf('Banner', 'actions'))).toEqual([
      ['$RemoveChildren', 'type', '$RemoveChildren'],
      ['Button', 'doc', '/docs/components/Button/'],
    ]);
    expect(links(tokensOf('Banner', 'elevation'))).toEqual([
      ['Animated.Value', 'external', 'https://reactnative.dev/docs/animatedvalue'],
    ]);
  });

  it('links a documented component’s Props to that page’s props, and renamed imports by their real name', () => {
    expect(links(tokensOf('Button', 'hitSlop'))).toEqual([
      ['TouchableRippleProps', 'doc', '/docs/components/TouchableRipple/#props'],
    ]);
    const renderProps = doc('TextInput').types.find((type) => type.name === 'RenderProps')!;
    expect(links(renderProps.definition)).toContainEqual([
      'NativeTextInput',
      'external',
      'https://reactnative.dev/docs/textinput',
    ]);
  });

  it('keeps every type as written and every page free of dangling links', () => {
    for (const [title, component] of parsed) {
      for (const prop of component.props)
        expect({ title, prop: prop.name, type: textOf(prop.typeTokens) }).toEqual({
          title,
          prop: prop.name,
          type: prop.type,
        });
      const defined = new Set(component.types.map((type) => type.name));
      const typeLinks = [...component.props.map((p) => p.typeTokens), ...component.types.map((t) => t.definition)]
        .flatMap(links)
        .filter(([, kind]) => kind === 'type');
      for (const [, , target] of typeLinks)
        expect({ title, target, defined: defined.has(target) }).toEqual({ title, target, defined: true });
      expect({ title, unlinked: component.unlinkedTypes }).toEqual({ title, unlinked: [] });
    }
  });
});

describe('inherited props', () => {
  const group = (title: string, source: string) => doc(title).inheritedProps.find((g) => g.source === source);

  it('lists what Button takes from Surface and from View, from the type checker', () => {
    const surface = group('Button', 'Surface')!;
    expect(surface.link).toEqual({ kind: 'doc', target: '/docs/components/Surface/' });
    expect(surface.props).toContainEqual({ name: 'elevation', target: '#prop-elevation' });
    const view = group('Button', 'View')!;
    expect(view.props.length).toBeGreaterThan(30);
    expect(view.link).toEqual({ kind: 'external', target: 'https://reactnative.dev/docs/view' });
    expect(view.props).toContainEqual({ name: 'onLayout', target: '#onlayout' });
    const own = new Set(doc('Button').props.map((p) => p.name));
    const inherited = doc('Button').inheritedProps.flatMap((g) => g.props.map((p) => p.name));
    expect(inherited.filter((name) => own.has(name))).toEqual([]);
  });

  it('links a prop its source page does not list to that page: List.Subheader’s ref from Text', () => {
    expect(group('List.Subheader', 'Text')!.props).toContainEqual({ name: 'ref', target: null });
  });

  it('gives TextInput React Native’s TextInput props and the accessibility props', () => {
    expect(group('TextInput', 'TextInput')!.props).toContainEqual({
      name: 'autoCapitalize',
      target: '#autocapitalize',
    });
    expect(group('TextInput', 'Accessibility')!.props.map((p) => p.name)).toContain('accessibilityLabel');
  });

  it('names the React Native page for each of its props interfaces', () => {
    expect(reactNativeComponentOf('ViewPropsAndroid')).toBe('View');
    expect(reactNativeComponentOf('TextInputIOSProps')).toBe('TextInput');
    expect(reactNativeComponentOf('AccessibilityPropsIOS')).toBe('Accessibility');
    expect(reactNativeComponentOf('PointerEvents')).toBe('View');
    expect(reactNativeComponentOf('TouchableWithoutFeedbackPropsIOS')).toBe('TouchableWithoutFeedback');
  });
});

describe('a name nothing declares', () => {
  it('is left unlinked and reported, while the rest of the type still links', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-'));
    const file = path.join(dir, 'Odd.tsx');
    fs.writeFileSync(
      file,
      `type Shape = { size: number };
type Props = { shape: Shape | Mystery; label: string };
/** A component whose props name a type nothing declares. */
const Odd = (_props: Props) => null;
export default Odd;
`,
    );
    const result = new ComponentParser([{ file, title: 'Odd', path: '/docs/components/Odd/' }], dir).parse(file)!;
    const shape = result.props.find((p) => p.name === 'shape')!;
    expect(shape.typeTokens).toEqual([
      { text: 'Shape', link: { kind: 'type', target: 'Shape' } },
      { text: ' | Mystery', link: null },
    ]);
    expect(result.unlinkedTypes).toEqual(['Mystery']);
    expect(result.types.map((type) => type.name)).toEqual(['Shape']);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
