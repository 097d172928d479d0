import {
  buildPath,
  componentPath,
  docPath,
  guidePath,
  isExternal,
  normalizePath,
  sectionPath,
  sectionPathOfDoc,
  SHOWCASE_PATH,
} from '../../src/shared/routes';
import { pageTitle } from '../../src/lib/titles';
import { plainText } from '../../src/shared/plain-text';

describe('normalizePath', () => {
  it.each([
    ['/docs/guides/theming.html', '/docs/guides/theming/'],
    ['/docs/guides/theming/index.html', '/docs/guides/theming/'],
    ['/docs/guides/theming', '/docs/guides/theming/'],
    ['/docs/guides/theming/', '/docs/guides/theming/'],
    ['/index.html', '/'],
    ['/docs/components/Button.html#prop-mode', '/docs/components/Button/#prop-mode'],
    ['/search.html?q=button', '/search/?q=button'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });
});

describe('isExternal', () => {
  it('tells links that leave the site from site paths', () => {
    expect(isExternal('https://github.com/callstack/react-native-paper')).toBe(true);
    expect(isExternal('mailto:someone@example.com')).toBe(true);
    expect(isExternal('//cdn.example.com/x.js')).toBe(true);
    expect(isExternal('/docs/guides/theming/')).toBe(false);
    expect(isExternal('#props')).toBe(false);
  });
});

describe('buildPath', () => {
  it('fills the parameters of a route pattern', () => {
    expect(buildPath('/docs/components/:family/:key?/', { family: 'Appbar', key: 'AppbarAction' })).toBe(
      '/docs/components/Appbar/AppbarAction/',
    );
    expect(buildPath('/docs/components/:family/:key?/', { family: 'Badge' })).toBe('/docs/components/Badge/');
  });

  it('fails when a required parameter is missing', () => {
    expect(() => buildPath('/docs/guides/:slug/', {})).toThrow(
      'Route "/docs/guides/:slug/" needs the parameter "slug".',
    );
  });

  it('fails when a parameter does not fit a path segment', () => {
    expect(() => buildPath('/docs/guides/:slug/', { slug: '../etc' })).toThrow(
      /parameter "slug" is "\.\.\/etc", which is not a valid path segment/,
    );
  });
});

describe('guidePath', () => {
  it('keeps the current site’s guide routes and rejects a bad slug', () => {
    expect(guidePath('migration-guide-to-5.0')).toBe('/docs/guides/migration-guide-to-5.0/');
    expect(() => guidePath('')).toThrow('needs the parameter "slug"');
    expect(() => guidePath('two words')).toThrow('not a valid path segment');
  });
});

describe('doc, section and component paths', () => {
  it('keeps the current site’s routes', () => {
    expect(docPath(undefined, 'guides/theming')).toBe('/docs/guides/theming/');
    expect(docPath(undefined, 'components/Appbar/AppbarAction')).toBe('/docs/components/Appbar/AppbarAction/');
    expect(componentPath('Appbar/AppbarAction')).toBe('/docs/components/Appbar/AppbarAction/');
    expect(sectionPath('components')).toBe('/docs/components/');
    expect(SHOWCASE_PATH).toBe('/docs/showcase/');
  });

  it('gives the area a doc belongs to, or the doc itself outside any area', () => {
    expect(sectionPathOfDoc(undefined, 'guides/theming')).toBe('/docs/guides/');
    expect(sectionPathOfDoc(undefined, 'components/Appbar/AppbarAction')).toBe('/docs/components/');
    expect(sectionPathOfDoc(undefined, 'showcase')).toBe('/docs/showcase/');
  });
});

describe('pageTitle', () => {
  it('joins page and site with a vertical bar', () => {
    expect(pageTitle('Theming')).toBe('Theming | React Native Paper');
    expect(pageTitle(undefined)).toBe('React Native Paper');
  });
});

describe('plainText', () => {
  it('turns a markdown line into plain text for descriptions', () => {
    expect(plainText('Use `mode` to pick a **style**, see [the guide](/docs/guides/theming/).')).toBe(
      'Use mode to pick a style, see the guide.',
    );
  });
});
