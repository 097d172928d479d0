import { configuratorOf, type ConfiguratorEntry } from '../../gatsby/page-data/configurator-model';
import { ACTIONS_MODULE, configuredCode } from '../../src/shared/configurator/code';
import {
  configuratorModel,
  parseAlias,
  startingValues,
  typeAliases,
  type PropSource,
} from '../../src/shared/configurator/controls';
import { compileExample } from '../../src/shared/live-example/compile';
import { summariseArgs } from '../../src/live-preview/actions';
import { readFrameMessage } from '../../src/shared/live-example/protocol';
import {
  addressIcons,
  configurationUrl,
  readConfiguration,
  withKnownIcons,
} from '../../src/components/Configurator/url-state';
import { COLOR_ROLES } from '../../src/shared/theme-colors';
import { starterFields, starterFrom } from '../../src/shared/configurator/starter-fields';
import fs from 'fs';
import path from 'path';
import { docVersions } from '../../gatsby/config/site-config';

/** Each configured version's configurator.json, where it has one. */
const committedStarts = docVersions()
  .map((version) => path.join(version.pageDataDir, 'configurator.json'))
  .filter((file) => fs.existsSync(file))
  .map((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ConfiguratorEntry>);

const prop = (name: string, type: string, defaultValue: string | null = null, required = false): PropSource => ({
  name,
  type,
  defaultValue,
  required,
});

// Button's props as the library declares them (a selection), and the aliases its page lists.
const BUTTON = [
  prop('mode', "'text' | 'outlined' | 'contained' | 'elevated' | 'contained-tonal'", 'text'),
  prop('compact', 'boolean'),
  prop('buttonColor', 'string'),
  prop('rippleColor', 'ColorValue'),
  prop('icon', 'IconSource'),
  prop('children', 'React.ReactNode', null, true),
  prop('delayLongPress', 'number'),
  prop('onPress', '(e: GestureResponderEvent) => void'),
  prop('onLongPress', '() => void'),
  prop('contentStyle', 'StyleProp<ViewStyle>'),
  prop('touchableRef', 'React.RefObject<View>'),
];
const ALIASES = typeAliases([
  { definition: [{ text: 'type IconSource =\n  | IconSourceBase\n  | ((props: IconProps) => React.ReactNode);' }] },
]);
const button = configuratorModel('Button', BUTTON, ALIASES, { props: { children: 'Press me' } });

describe('configurator controls', () => {
  it('gives each prop the control its type calls for, in the props order', () => {
    expect(button.controls.map((control) => `${control.kind} ${control.name}`)).toEqual([
      'choice mode',
      'switch compact',
      'color buttonColor',
      'color rippleColor',
      'icon icon',
      'text children',
      'number delayLongPress',
    ]);
    expect(button.controls[0]).toMatchObject({
      options: ['text', 'outlined', 'contained', 'elevated', 'contained-tonal'],
      initial: 'text',
    });
    expect(button.actions).toEqual(['onPress', 'onLongPress']);
    expect(button.inCode).toEqual(['contentStyle', 'touchableRef']);
    expect(startingValues(button)).toMatchObject({ mode: 'text', compact: false, children: 'Press me' });
  });

  it('follows a library alias to its literals, and offers the type scale for text variants', () => {
    expect(parseAlias("type FABMode = 'flat' | 'elevated';")).toEqual(['FABMode', "'flat' | 'elevated'"]);
    const model = configuratorModel(
      'FAB',
      [
        prop('mode', 'FABMode', 'elevated'),
        prop('elevation', '0 | 1 | 2 | Animated.Value', '1'),
        prop('variant', 'VariantProp<T>'),
      ],
      typeAliases([{ definition: [{ text: "type FABMode = 'flat' | 'elevated';" }] }]),
    );
    expect(model.controls).toEqual([
      { kind: 'choice', name: 'mode', options: ['flat', 'elevated'], initial: 'elevated' },
      { kind: 'choice', name: 'elevation', options: [0, 1, 2], initial: 1 },
      expect.objectContaining({ kind: 'choice', name: 'variant', options: expect.arrayContaining(['bodyMedium']) }),
    ]);
  });

  it('leaves children to code unless the starting point gives text, and element slots such as left to code', () => {
    const model = configuratorModel(
      'Surface',
      [
        prop('children', 'React.ReactNode', null, true),
        prop('left', 'React.ReactNode'),
        prop('title', 'React.ReactNode'),
      ],
      new Map(),
    );
    expect(model.controls.map((control) => control.name)).toEqual(['title']);
    expect(model.inCode).toEqual(['children', 'left']);
  });

  it('gives a page a configurator only when every required prop starts with a value, or says why not', () => {
    const source = {
      title: 'Avatar.Icon',
      props: [prop('icon', 'IconSource', null, true), prop('size', 'number')],
      types: [],
    };
    expect(configuratorOf(source, null)).toEqual({ without: 'required icon without a starting value' });
    expect(configuratorOf(source, { props: { icon: 'folder' } })).toEqual({ starter: { props: { icon: 'folder' } } });
    expect(configuratorOf(source, { without: 'Not now.' })).toEqual({ without: 'Not now.' });
    expect(configuratorOf({ ...source, props: [prop('style', 'StyleProp<ViewStyle>')] }, null)).toEqual({
      without: 'no prop of it can be set from a control',
    });
  });
});

describe("the configurator's GraphQL fields", () => {
  it('give back every starting point of every version as the data file writes it', () => {
    const entries = committedStarts.flatMap((starts) => Object.values(starts)).filter((entry) => !entry.without);
    expect(entries.length).toBeGreaterThan(100);
    for (const entry of entries) expect(starterFrom(starterFields(entry))).toEqual(entry);
  });

  it('keep each value of its kind: text, number, true or false', () => {
    const starter = { props: { label: '3', size: 3, visible: false, disabled: true }, inside: '<Appbar>' };
    expect(starterFields(starter).values).toEqual([
      { prop: 'label', text: '3', number: null, flag: null },
      { prop: 'size', text: null, number: 3, flag: null },
      { prop: 'visible', text: null, number: null, flag: false },
      { prop: 'disabled', text: null, number: null, flag: true },
    ]);
    expect(starterFrom(starterFields(starter))).toEqual(starter);
  });
});

describe('configured code', () => {
  it('names only what differs from the defaults, and compiles', () => {
    const code = configuredCode(
      button,
      { ...startingValues(button), mode: 'outlined', icon: 'camera' },
      { run: false, roles: COLOR_ROLES },
    );
    expect(code).toBe(`import * as React from 'react';
import { Button } from 'react-native-paper';

export default function ButtonExample() {
  return (
    <Button mode="outlined" icon="camera">
      Press me
    </Button>
  );
}
`);
    expect(() => compileExample(code)).not.toThrow();
  });

  it('logs every callback in the code the preview runs', () => {
    const code = configuredCode(button, startingValues(button), { run: true, roles: COLOR_ROLES });
    expect(code).toContain(`import { action } from '${ACTIONS_MODULE}';`);
    expect(code).toContain("onPress={action('onPress')}");
    expect(code).toContain("onLongPress={action('onLongPress')}");
    expect(() => compileExample(code)).not.toThrow();
  });

  it('writes theme roles through useTheme, quotes awkward text, and nests a compound component in its parent', () => {
    const action = configuratorModel(
      'Appbar.Action',
      [
        prop('icon', 'IconSource', null, true),
        prop('color', 'string'),
        prop('accessibilityLabel', 'string'),
        prop('onPress', '() => void', null, true),
      ],
      new Map(),
      { props: { icon: 'magnify' }, inside: '<Appbar>' },
    );
    const code = configuredCode(
      action,
      { ...startingValues(action), color: 'theme.colors.tertiary', accessibilityLabel: 'Say "hi"' },
      { run: false, roles: COLOR_ROLES },
    );
    expect(code).toContain("import { Appbar, useTheme } from 'react-native-paper';");
    expect(code).toContain('  const theme = useTheme();');
    expect(code).toContain(`    <Appbar>
      <Appbar.Action
        icon="magnify"
        color={theme.colors.tertiary}
        accessibilityLabel={"Say \\"hi\\""}
        onPress={() => {}}
      />
    </Appbar>`);
    expect(() => compileExample(code)).not.toThrow();
  });
});

describe('configuration in the address', () => {
  const start = startingValues(button);
  const read = (search: string) => readConfiguration(search, button.controls, start, COLOR_ROLES);
  const withProps = (props: Record<string, unknown>) => `?props=${encodeURIComponent(JSON.stringify(props))}`;

  it('keeps what differs from the start, and reads it back', () => {
    const url = configurationUrl(
      'https://x.test/docs/components/Button/#usage',
      { ...start, mode: 'outlined', children: undefined },
      start,
    );
    expect(new URL(url).searchParams.get('props')).toBe('{"mode":"outlined","children":null}');
    expect(new URL(url).hash).toBe('#usage');
    expect(read(new URL(url).search)).toEqual({
      values: { ...start, mode: 'outlined', children: undefined },
      ignored: [],
    });
    expect(configurationUrl(url, start, start)).toBe('https://x.test/docs/components/Button/#usage');
  });

  it('leaves out, and names, what names no control or does not fit it', () => {
    expect(read(withProps({ mode: 'huge', compact: 'yes', nope: 1, delayLongPress: 300 }))).toEqual({
      values: { ...start, delayLongPress: 300 },
      ignored: ['mode', 'compact', 'nope'],
    });
    expect(read('?props=%7Bbroken')).toEqual({ values: start, ignored: ['props'] });
    expect(read(`?props=${encodeURIComponent('{"delayLongPress":1e999,"__proto__":{"polluted":1}}')}`)).toEqual({
      values: start,
      ignored: ['delayLongPress', '__proto__'],
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('takes a colour only as a colour literal or one of the theme roles: an expression is never code', () => {
    const injection = 'theme.colors.primary&&(globalThis.__pwned=1,"red")';
    const { values, ignored } = read(withProps({ buttonColor: injection, rippleColor: '(()=>{for(;;);})()' }));
    expect(ignored).toEqual(['buttonColor', 'rippleColor']);
    const code = configuredCode(button, values, { run: true, roles: COLOR_ROLES });
    expect(code).not.toContain('__pwned');
    expect(code).not.toContain('for(;;)');
    expect(read(withProps({ buttonColor: 'theme.colors.tertiary', rippleColor: '#ff000080' })).values).toMatchObject({
      buttonColor: 'theme.colors.tertiary',
      rippleColor: '#ff000080',
    });
    expect(read(withProps({ buttonColor: 'theme.colors.nope' })).ignored).toEqual(['buttonColor']);
  });

  it('takes icons spelt as icon names, and leaves out those the icon font lacks once its map is in', () => {
    const fromAddress = read(withProps({ icon: 'not-an-icon', children: 'Hi' }));
    expect(read(withProps({ icon: 'camera"onPress={evil}' })).ignored).toEqual(['icon']);
    const icons = addressIcons(button.controls, fromAddress, start);
    expect(icons).toEqual({ icon: 'not-an-icon' });
    expect(withKnownIcons(fromAddress, icons, start, { camera: 0xf0100 })).toEqual({
      values: { ...fromAddress.values, icon: start.icon },
      ignored: ['icon'],
    });
    // A name the reader typed since is theirs to keep.
    const edited = { ...fromAddress, values: { ...fromAddress.values, icon: 'cam' } };
    expect(withKnownIcons(edited, icons, start, { camera: 0xf0100 })).toBe(edited);
  });

  it('writes text as quoted, escaped literals, never as markup or code', () => {
    const { values } = read(
      withProps({ children: '</Button><Evil onPress={steal} />&amp;', accessibilityLabel: 'a & b' }),
    );
    const code = configuredCode(button, values, { run: false, roles: COLOR_ROLES });
    expect(code).toContain(`{"</Button><Evil onPress={steal} />&amp;"}`);
    expect(code).toContain(`import { Button } from 'react-native-paper';`);
    expect(() => compileExample(code)).not.toThrow();
  });
  describe('text with control, separator or direction characters', () => {
    const UNPRINTABLE = {
      NUL: '\u0000',
      'a line feed': '\n',
      'a tab': '\t',
      DEL: '\u007f',
      'a C1 control (NEL)': '\u0085',
      'the line separator': '\u2028',
      'the paragraph separator': '\u2029',
      'a right-to-left override': '\u202e',
      'a left-to-right embedding': '\u202a',
      'a pop of the direction formatting': '\u202c',
      'a right-to-left isolate': '\u2067',
      'a pop of the direction isolate': '\u2069',
      'a left-to-right mark': '\u200e',
      'a right-to-left mark': '\u200f',
      'an Arabic letter mark': '\u061c',
      'half a surrogate pair': '\ud800',
    };

    it.each(Object.entries(UNPRINTABLE))(
      'leaves out, and names, text or a colour with %s; none of it reaches the code',
      (_, character) => {
        const { values, ignored } = read(
          withProps({
            children: `exe.${character}gnp`,
            buttonColor: `rgb(0,${character}0,0)`,
            mode: 'outlined',
          }),
        );
        expect(ignored).toEqual(['children', 'buttonColor']);
        expect(values).toEqual({ ...start, mode: 'outlined' });
        for (const run of [false, true]) {
          const code = configuredCode(button, values, { run, roles: COLOR_ROLES });
          expect(code).toContain('mode="outlined"');
          expect(code).toContain('Press me');
          expect(code).not.toContain('gnp');
          expect(code).not.toContain('rgb(');
        }
      },
    );

    it('takes printable text in any script, emoji sequences with their joiners included', () => {
      const text = 'زر الإجراء 👨\u200d👩\u200d👧 café\u00a0ok';
      expect(read(withProps({ children: text }))).toEqual({ values: { ...start, children: text }, ignored: [] });
    });

    it('names a left-out key as printable text, its unprintable characters escaped and a long one cut short', () => {
      expect(read(withProps({ 'evil\u202egnp.exe': 1, 'x\u0000': 2 })).ignored).toEqual([
        'evil\\u202Egnp.exe',
        'x\\u0000',
      ]);
      const [long] = read(withProps({ ['k'.repeat(5000)]: 1 })).ignored;
      expect(long).toBe(`${'k'.repeat(63)}…`);
    });
  });
});

describe('the actions log', () => {
  it('summarises what a callback got', () => {
    expect(summariseArgs([{ nativeEvent: {} }])).toBe('event');
    expect(summariseArgs(['first', 2, true, undefined])).toBe('"first", 2, true, undefined');
    expect(summariseArgs([{ open: true, items: [1, 2] }])).toBe('{ open: true, items: […] }');
    expect(summariseArgs([[1, 2, 3, 4]])).toBe('[1, 2, 3, …]');
  });

  it('reads only callback names from the frame', () => {
    expect(readFrameMessage({ type: 'rnp-live:action', name: 'onPress', args: 'event' })).toEqual({
      type: 'rnp-live:action',
      name: 'onPress',
      args: 'event',
    });
    expect(readFrameMessage({ type: 'rnp-live:action', name: '<img>', args: '' })).toBeNull();
    expect(readFrameMessage({ type: 'rnp-live:action', name: 'onPress' })).toBeNull();
  });
});
