import { configuratorStartProblems, type ComponentSource } from '../../gatsby/sourcing/configurator-starts';
import type { PropSource } from '../../src/shared/configurator/controls';
import { COLOR_ROLES } from '../../src/shared/theme-colors';

const prop = (name: string, type: string, defaultValue: string | null = null): PropSource => ({
  name,
  type,
  defaultValue,
  required: false,
});

// A selection of the library's own props, as the component docs give them.
const BUTTON: ComponentSource = {
  title: 'Button',
  props: [
    prop('mode', "'text' | 'outlined' | 'contained'", 'text'),
    prop('compact', 'boolean'),
    prop('buttonColor', 'string'),
    prop('icon', 'IconSource'),
    prop('children', 'React.ReactNode'),
    prop('delayLongPress', 'number'),
    prop('onPress', '(e: GestureResponderEvent) => void'),
    prop('contentStyle', 'StyleProp<ViewStyle>'),
  ],
  inheritedProps: [],
  types: [],
};
const TEXT_INPUT: ComponentSource = {
  title: 'TextInput',
  props: [prop('label', 'TextInputLabelProp'), prop('style', 'StyleProp<TextStyle>')],
  inheritedProps: [],
  types: [{ definition: [{ text: 'type TextInputLabelProp = string | React.ReactElement;' }] }],
};
const LIST_SUBHEADER: ComponentSource = {
  title: 'List.Subheader',
  props: [prop('style', 'StyleProp<TextStyle>')],
  inheritedProps: [{ props: [{ name: 'children' }, { name: 'numberOfLines' }] }],
  types: [],
};
const COMPONENTS = [BUTTON, TEXT_INPUT, LIST_SUBHEADER];

const problems = (entries: Parameters<typeof configuratorStartProblems>[0]) =>
  configuratorStartProblems(entries, COMPONENTS, 'content/1.x/data/configurator.json', COLOR_ROLES);

describe('configurator.json against the components it names', () => {
  it('passes starting points whose values fit their controls', () => {
    expect(
      problems({
        Button: {
          props: {
            mode: 'outlined',
            compact: true,
            buttonColor: 'theme.colors.tertiary',
            icon: 'camera',
            children: 'Press me',
            delayLongPress: 300,
          },
        },
        TextInput: { props: { label: 'Email' } },
        'List.Subheader': { props: { children: 'Some title', numberOfLines: 1 } },
      }),
    ).toEqual([]);
  });

  it('names the file, the key, the value and the options when a value is not one of its choices', () => {
    expect(problems({ Button: { props: { mode: 'outlinde' } } })).toEqual([
      'content/1.x/data/configurator.json: "Button.props.mode" is "outlinde"; expected one of "text", "outlined", "contained".',
    ]);
  });

  it('refuses a switch that is not true or false, a number that is text, and a theme role the theme lacks', () => {
    expect(
      problems({ Button: { props: { compact: 'yes', delayLongPress: '300', buttonColor: 'theme.colors.primery' } } }),
    ).toEqual([
      'content/1.x/data/configurator.json: "Button.props.compact" is "yes"; expected true or false.',
      'content/1.x/data/configurator.json: "Button.props.delayLongPress" is "300"; expected a number.',
      expect.stringMatching(
        /^content\/1\.x\/data\/configurator\.json: "Button\.props\.buttonColor" is "theme\.colors\.primery"; expected a colour such as .*"theme\.colors\.primary"\.$/,
      ),
    ]);
  });

  it('refuses a prop the component does not have, listing the ones a control sets', () => {
    expect(problems({ Button: { props: { mdoe: 'outlined' } } })).toEqual([
      'content/1.x/data/configurator.json: "Button.props.mdoe" is "outlined", but Button has no prop "mdoe"; expected one of the props a control sets: "mode", "compact", "buttonColor", "icon", "delayLongPress".',
    ]);
  });

  it('refuses callbacks, props only code can give, and a prop given both as a value and as code', () => {
    expect(
      problems({
        Button: { props: { onPress: 'go', contentStyle: 'wide', children: 3 } },
        TextInput: { props: { label: 'Email' }, code: { label: '<Text>Email</Text>' } },
      }),
    ).toEqual([
      'content/1.x/data/configurator.json: "Button.props.onPress" is "go", but onPress is a callback, which the configurator logs; expected no value for it.',
      'content/1.x/data/configurator.json: "Button.props.contentStyle" is "wide", but no control sets contentStyle to text; expected the value as code in "Button.code".',
      'content/1.x/data/configurator.json: "Button.props.children" is 3, but no control sets children to a number; expected the value as code in "Button.code".',
      'content/1.x/data/configurator.json: "TextInput.props.label" is "Email", and "TextInput.code.label" gives it too; expected it in only one of them.',
    ]);
  });

  it('refuses a starting point for a component that has no page', () => {
    expect(problems({ Buton: { props: { mode: 'text' } } })).toEqual([
      'content/1.x/data/configurator.json: "Buton" names no component page; expected a component\'s title such as "Button" or "Appbar.Action".',
    ]);
  });
});
