import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as JSXRuntime from 'react/jsx-runtime';
import { REMOTE_IMAGE_MODULE, unavailableImports } from '../../src/shared/live-example/available-modules';
import { compileExample, prepareExample } from '../../src/shared/live-example/compile';
import { describeError, ExampleSyntaxError } from '../../src/shared/live-example/example-error';
import { MissingModuleError, runExample } from '../../src/live-preview/run-example';
import { snackUrl } from '../../src/components/LiveExample/snack-url';

const BUTTON_EXAMPLE = `import * as React from 'react';
import { Button } from 'react-native-paper';

const MyComponent = () => (
  <Button icon="camera" mode="contained" onPress={() => console.log('Pressed')}>
    Press me
  </Button>
);

export default MyComponent;`;

// Stand-ins for the real packages: enough to see what the example renders.
const FakeButton = ({ children, mode }: { children: React.ReactNode; mode?: string }) =>
  React.createElement('button', { 'data-mode': mode }, children);
const modules = {
  react: { ...React, default: React },
  'react/jsx-runtime': JSXRuntime,
  'react-native-paper': { Button: FakeButton },
  [REMOTE_IMAGE_MODULE]: '/local/photo.svg',
};
const noGuard = () => undefined;

const render = (source: string, fallback?: (name: string) => unknown) =>
  renderToStaticMarkup(React.createElement(runExample(compileExample(source).code, modules, noGuard, fallback)));

describe('live examples: compiling and running', () => {
  it("runs the library's Button example with its imports answered from the module map", () => {
    expect(render(BUTTON_EXAMPLE)).toBe('<button data-mode="contained">Press me</button>');
  });

  it("shows the last component an example declares when it exports none (Avatar.Icon's example)", () => {
    const source = `import * as React from 'react';\nimport { Button } from 'react-native-paper';\n\nconst Label = () => 'x';\nconst MyComponent = () => (\n  <Button>Saved</Button>\n);`;
    expect(prepareExample(source)).toMatch(/export default MyComponent;\s*$/);
    expect(render(source)).toBe('<button>Saved</button>');
  });

  it('asks for a local image instead of a remote address, so nothing leaves the site', () => {
    const source = `import * as React from 'react';\nexport default () => <img src={({ uri: 'https://picsum.photos/700' }).uri} />;`;
    const compiled = compileExample(source).code;
    expect(compiled).not.toContain('picsum');
    expect(render(source)).toBe('<img src="/local/photo.svg"/>');
  });

  it('reports a syntax error with its line, and an error message without the position', () => {
    const broken = BUTTON_EXAMPLE.replace('export default', 'export default default');
    let caught: unknown;
    try {
      compileExample(broken);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ExampleSyntaxError);
    const shown = describeError(caught);
    expect(shown.line).toBe(10);
    expect(shown.message).toMatch(/^Syntax error: /);
    expect(shown.message).not.toMatch(/\(\d+:\d+\)/);
  });

  it('names the module an example imports that is not available', () => {
    const source = `import { format } from 'date-fns';\nexport default () => format(new Date(), 'yyyy');`;
    expect(() => render(source)).toThrow(MissingModuleError);
    expect(() => render(source)).toThrow(
      /cannot import "date-fns"\. Modules available here: react, react\/jsx-runtime, react-native-paper\./,
    );
  });

  it("gives image files from the fallback, such as the example's own avatar.png", () => {
    const source = `import * as React from 'react';\nexport default () => <img src={require('../assets/avatar.png').uri} />;`;
    expect(render(source, (name) => (name.endsWith('.png') ? { uri: '/local/avatar.svg' } : undefined))).toBe(
      '<img src="/local/avatar.svg"/>',
    );
  });

  it("points a runtime error at the reader's line", () => {
    const source = `import * as React from 'react';\n\nconst items = undefined;\nexport default () => <p>{items.length}</p>;`;
    let caught: unknown;
    try {
      render(source);
    } catch (error) {
      caught = error;
    }
    expect(describeError(caught)).toEqual({ message: expect.stringMatching(/^TypeError: /), line: 4 });
  });

  it('says so when the example has nothing to show', () => {
    expect(() => runExample(compileExample('const x = 1;').code, modules, noGuard)).toThrow(/no default export/);
  });
});

describe('live examples: what can run in the page', () => {
  it('lists the imports the preview does not have, but not its own modules or image files', () => {
    const source = `import * as React from 'react';
import { View } from 'react-native';
import { Button } from 'react-native-paper';
import Icon from '@expo/vector-icons/MaterialCommunityIcons';
import { NavigationContainer } from '@react-navigation/native';
import { createBottomTabNavigator } from '@react-navigation/bottom-tabs';
const avatar = require('../assets/avatar.png');`;
    expect(unavailableImports(source)).toEqual(['@react-navigation/native', '@react-navigation/bottom-tabs']);
    expect(unavailableImports(BUTTON_EXAMPLE)).toEqual([]);
  });

  it('opens Expo Snack with the code as it stands', () => {
    const url = new URL(snackUrl('Button', BUTTON_EXAMPLE, 'react-native-paper@5.x,react-native-safe-area-context'));
    expect(url.origin).toBe('https://snack.expo.dev');
    expect(url.searchParams.get('code')).toBe(BUTTON_EXAMPLE);
    expect(url.searchParams.get('name')).toBe('Button example');
    expect(url.searchParams.get('dependencies')).toBe('react-native-paper@5.x,react-native-safe-area-context');
  });
});
