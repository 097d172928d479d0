import fs from 'fs';
import path from 'path';
import { BASE, builtDocPages, builtPage, PUBLIC_DIR, text } from '../helpers/built-site';
import { INLINE_SCREENSHOT_BYTES } from '../../gatsby/page-data/screenshot-manifest';
import { allVersions, componentRoutes, currentVersion, pageDataOf, pageOf } from '../helpers/site-routes';

/** A built screenshot as a page writes it in when it is small enough. */
const webpDataUrl = (file: string) => `data:image/webp;base64,${fs.readFileSync(file).toString('base64')}`;

const routes = componentRoutes();
// The pages at /docs/ show the current version's screenshots and theme colours.
const variants = pageDataOf(currentVersion(), 'screenshot-variants.json') as Record<string, string[]>;
const themeColors = pageDataOf(currentVersion(), 'theme-colors.json');
const { screenshotsPath } = currentVersion();
const manifest = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, screenshotsPath, 'manifest.json'), 'utf8')) as Record<
  string,
  Record<string, { light: { src: string } }>
>;

describe.each(routes)('component page %s', (route, title) => {
  const page = builtPage(route);
  const article = page.querySelector('article')!;

  it('has a summary and a Props section with linkable props', () => {
    expect(text(article.querySelector('.doc-content__lead')).length).toBeGreaterThan(10);
    expect(article.querySelector('h2#props')).not.toBeNull();
    const props = article.querySelectorAll('.prop h3');
    expect(props.length).toBeGreaterThan(0);
    for (const heading of props) expect(heading.getAttribute('id')).toMatch(/^prop-/);
    const tocProps = page
      .querySelectorAll('.toc--column .toc__item--level-3 a')
      .map((a) => a.getAttribute('href'))
      .filter((href) => href?.startsWith('#prop-'));
    expect(tocProps).toEqual(props.map((h) => `#${h.getAttribute('id')}`));
  });

  it('shows its screenshots in both colour modes with sizes and alt text', () => {
    const listed = variants[title];
    const images = article.querySelectorAll('img.screenshot__image');
    if (!listed) {
      expect(images).toHaveLength(0);
      return;
    }
    expect(images).toHaveLength(Math.max(listed.length, 1) * 2);
    for (const image of images.slice(1)) {
      const file = path.join(PUBLIC_DIR, image.getAttribute('src')!.slice(BASE.length));
      expect(fs.existsSync(file)).toBe(true);
    }
    // The first light picture is written into the page when small, so it paints with the page.
    const first = path.join(PUBLIC_DIR, screenshotsPath, manifest[title][listed[0] ?? ''].light.src);
    const firstSrc = images[0].getAttribute('src')!;
    expect(firstSrc).toBe(
      fs.statSync(first).size <= INLINE_SCREENSHOT_BYTES
        ? webpDataUrl(first)
        : `${BASE}/${path.relative(PUBLIC_DIR, first)}`,
    );
    for (const image of images) {
      expect(Number(image.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(image.getAttribute('height'))).toBeGreaterThan(0);
      expect(image.getAttribute('alt')).toContain(title);
    }
    if (listed.length > 1)
      expect(article.querySelectorAll('.screenshot-tabs [role="tab"]').map((t) => text(t))).toEqual(listed);
  });

  it('has a theme colours table exactly when there is data for it', () => {
    const table = article.querySelector('.theme-colors table');
    expect(Boolean(table)).toBe(title in themeColors);
  });
});

// The library's own words and the site's page data on 5.x's pages (and both releases' Appbar), wherever
// the config serves each release.
const V5 = '5.x';
const V6 = '6.x';

describe('component page details', () => {
  it('documents Button with types, defaults, badges and where its other props come from', () => {
    const page = builtPage(pageOf(V5, 'components/Button/'));
    const mode = page.querySelector('#prop-mode')!.parentNode;
    const facts = mode.querySelectorAll('.prop__facts dt, .prop__facts dd').map((node) => text(node));
    expect(facts).toEqual(['Type', expect.stringContaining("'contained-tonal'"), 'Default', 'text']);
    expect(text(page.querySelector('#prop-children'))).toContain('Required');
    expect(text(page.querySelector('#prop-color'))).toContain('Deprecated in v5.x');
    expect(page.querySelector('.inherited-props__source a')?.getAttribute('href')).toBe(
      `${BASE}${pageOf(V5, 'components/Surface/')}`,
    );
    expect(text(page.querySelector('#usage')!.nextElementSibling)).toContain(
      "import { Button } from 'react-native-paper';",
    );
    const header = page.querySelectorAll('.theme-colors thead th').map((th) => text(th));
    expect(header).toEqual(['State', 'Mode', 'Background color', 'Text color', 'Border color']);
  });

  it.each([pageOf(V5, 'components/Appbar/'), pageOf(V6, 'components/Appbar/')])(
    '%s shows both usage examples, top bar then bottom bar, each as code to run, in HTML and Markdown',
    (route) => {
      const usage = builtPage(route).querySelector('section.doc-section--usage')!;
      // The first example stays right under the heading, where links to #usage lead.
      expect(usage.querySelector('#usage')!.nextElementSibling!.classNames).toContain('live-example');
      const examples = usage.querySelectorAll('.live-example');
      expect(examples).toHaveLength(2);
      expect(text(examples[0].querySelector('pre'))).toContain('<Appbar.BackAction onPress={() => {}} />');
      expect(text(examples[1].querySelector('pre'))).toContain('<Appbar.Action icon="archive" onPress={() => {}} />');
      expect(examples[1].querySelector('pre code .tk')).not.toBeNull(); // highlighted at build time
      expect(text(usage.querySelector('.usage-intro h3'))).toBe('Bottom bar');
      expect(usage.querySelector('.usage-intro')!.nextElementSibling).toBe(examples[1]);

      const markdown = fs.readFileSync(path.join(PUBLIC_DIR, `${route.slice(0, -1)}.md`), 'utf8');
      const usageMarkdown = markdown.slice(
        markdown.indexOf('## Usage'),
        markdown.indexOf('\n## ', markdown.indexOf('## Usage') + 1),
      );
      expect(usageMarkdown).toContain('<Appbar.BackAction onPress={() => {}} />');
      expect(usageMarkdown).toMatch(
        /### Bottom bar\n\n```tsx\n[^`]*<Appbar\.Action icon="archive" onPress=\{\(\) => \{\}\} \/>/,
      );
      expect(usageMarkdown.indexOf('Appbar.BackAction')).toBeLessThan(usageMarkdown.indexOf('### Bottom bar'));
    },
  );

  it('documents library defaults on Snackbar, Surface, TextInput and Tooltip', () => {
    const defaultOf = (route: string, prop: string) => {
      const facts = builtPage(route).querySelector(`#prop-${prop}`)!.parentNode.querySelectorAll('.prop__facts dd');
      return text(facts[1] ?? null);
    };
    const page = (component: string) => pageOf(V5, `components/${component}/`);
    expect(defaultOf(page('Snackbar'), 'duration')).toBe('7000');
    expect(defaultOf(page('Snackbar'), 'elevation')).toBe('2');
    expect(defaultOf(page('Surface'), 'elevation')).toBe('1');
    expect(defaultOf(page('Surface'), 'mode')).toBe('elevated');
    expect(defaultOf(page('TextInput'), 'mode')).toBe('flat');
    expect(defaultOf(page('Tooltip'), 'enterTouchDelay')).toBe('500');
    expect(defaultOf(page('Tooltip'), 'leaveTouchDelay')).toBe('1500');
  });

  it('lists the known issues of TextInput', () => {
    const page = builtPage(pageOf(V5, 'components/TextInput/'));
    expect(
      page.querySelectorAll('.doc-section--known-issues li a').map((a) => [text(a), a.getAttribute('href')]),
    ).toEqual([
      ['Outline overlaps label', 'https://github.com/callstack/react-native-paper/issues/3759#issuecomment-1601235262'],
      [
        'Long text wraps to a second line',
        'https://github.com/callstack/react-native-paper/issues/2581#issuecomment-790251987',
      ],
    ]);
  });

  it('links to more examples for Portal and Snackbar', () => {
    expect(text(builtPage(pageOf(V5, 'components/Portal/')).querySelector('.doc-section--more-examples li a'))).toBe(
      'Comprehensive Portal example',
    );
    expect(
      builtPage(pageOf(V5, 'components/Snackbar/'))
        .querySelector('.doc-section--more-examples li a')
        ?.getAttribute('href'),
    ).toBe(
      'https://snack.expo.dev/@react-native-paper/more-examples---snackbar-rendered-regardless-of-the-parent-positioning',
    );
  });

  it('shows BottomNavigation.Bar with React Navigation in a static and a dynamic tab', () => {
    const page = builtPage(pageOf(V5, 'components/BottomNavigation/BottomNavigationBar/'));
    const section = page.querySelector('#example-0')!.parentNode;
    expect(text(page.querySelector('#example-0'))).toContain('With React Navigation');
    expect(section.querySelectorAll('[role="tab"]').map((t) => text(t))).toEqual(['Static', 'Dynamic']);
    const [staticCode, dynamicCode] = section.querySelectorAll('[role="tabpanel"] code').map((c) => text(c));
    expect(staticCode).toContain('createStaticNavigation');
    expect(dynamicCode).toContain('<NavigationContainer>');
    expect(dynamicCode).toContain('<Tab.Navigator');
  });
});

describe.each(allVersions().map((version) => [version.name, version]))(
  "%s component pages' screenshots",
  (_, version) => {
    it("are the page's own version's, never another's, the one written into the page too", () => {
      // Every picture of the version's folder as a page would write it in.
      const folder = path.join(PUBLIC_DIR, version.screenshotsPath);
      const own = new Set(
        fs
          .readdirSync(folder, { recursive: true, encoding: 'utf8' })
          .filter((file) => file.endsWith('.webp'))
          .map((file) => webpDataUrl(path.join(folder, file))),
      );
      const others = componentRoutes(version).flatMap(([route]) =>
        builtPage(route)
          .querySelectorAll('article img.screenshot__image')
          .map((image) => image.getAttribute('src') ?? '')
          .filter((src) => !src.startsWith(`${BASE}${version.screenshotsPath}/`) && !own.has(src))
          .map((src) => `${route}: ${src.slice(0, 80)}`),
      );
      expect(others).toEqual([]);
    });
  },
);

// 6.x's pages offer what 5.x's do (README "What a 6.x page shows"), wherever the config serves 6.x.
describe('6.x component pages: configurator, screenshots and theme colours at parity', () => {
  const routes6 = componentRoutes(V6);
  const themeColors6 = pageDataOf(V6, 'theme-colors.json');
  const pages6 = routes6.map(([route, title]) => ({
    route,
    title,
    article: builtPage(route).querySelector('article')!,
  }));

  it("gives at least 58 of 6.x's pages, every one of its pages map, a configurator", () => {
    expect(pages6.map(({ route }) => route).sort()).toEqual(
      builtDocPages(pageOf(V6))
        .filter((page) => page.startsWith(pageOf(V6, 'components/')))
        .sort(),
    );
    const withConfigurator = pages6.filter(({ article }) => article.querySelector('.doc-section--configurator'));
    expect(withConfigurator.length).toBeGreaterThanOrEqual(58);
  });

  it("shows its own screenshots on at least 65 of 6.x's pages", () => {
    const withScreenshots = pages6.filter(({ article }) => article.querySelector('img.screenshot__image'));
    expect(withScreenshots.length).toBeGreaterThanOrEqual(65);
  });

  it("has a theme colours table exactly where 6.x's theme-colors.json has one, its swatches in 6.x's colours", () => {
    for (const { title, article } of pages6)
      expect({ title, table: Boolean(article.querySelector('.theme-colors table')) }).toEqual({
        title,
        table: title in themeColors6,
      });
    const button = builtPage(pageOf(V6, 'components/Button/'));
    const cells = button.querySelectorAll('.theme-colors td').map((td) => text(td));
    expect(cells.join(' ')).toContain('surfaceContainerLow');
    expect(cells.join(' ')).not.toContain('surfaceDisabled');
  });
});
