/**
 * What a hostile link, hostile example code or junk in storage can do to a reader of the site.
 * Each test says what it tries and what the reader sees. Example code runs in both of the
 * frame's process modes: its own process, and the page's (as browsers short of memory run it),
 * where a frame that never stops would freeze the page itself.
 */
import type { Locator, Page } from '@playwright/test';
import { BASE, SHARED_PROCESS } from './browser';
import { expect, test } from './fixtures';
import { previewFrame, typeCode } from './live-example-helpers';
import { arriveInApp, openComponentsFromHome } from './reader-paths';
import { versionLabel } from '../helpers/site-routes';
import { docVersions } from '../../gatsby/config/site-config';
import { announcementKeys } from '../../src/theme/storage-keys';

const V5 = versionLabel('5.x');

/**
 * Tests whose `browser` runs sandboxed frames in their page's process (SHARED_PROCESS's options).
 * Playwright takes no worker option such as `launchOptions` in a describe, so this file, which runs
 * the same tests in both modes, gives those tests a browser of their own; they get a worker of their own too.
 */
const testInPageProcess = test.extend({
  browser: [
    async ({ playwright }, use) => {
      const browser = await playwright.chromium.launch(SHARED_PROCESS.launchOptions);
      await use(browser);
      await browser.close();
    },
    { scope: 'worker', timeout: 0 },
  ],
});

/** The window size of the tests that run Button's usage example. */
const EXAMPLE_VIEWPORT = { width: 1280, height: 900 };

/** Home, Components, then Button in the sidebar; then Run live on its usage example. Returns the page's errors, as they come. */
async function runButtonExample(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openComponentsFromHome(page);
  await arriveInApp(page, '/docs/components/Button/', 'Button');
  const example = page.locator('#usage + *');
  await example.getByRole('button', { name: 'Run live' }).click();
  await (await previewFrame(example)).getByText('Press me').first().waitFor();
  // The editor takes over from the highlighted code once the first run has shown.
  await example.getByRole('textbox', { name: /^Code of the .* example$/ }).waitFor();
  return errors;
}

/**
 * Replaces the editor's text once the page has shown the example's latest outcome (the event that
 * proves it ready), by focusing the editor rather than clicking it: a click goes through the page's
 * pointer handling and waits on any navigation it may schedule, which under load outlasted the test.
 */
async function replaceCode(example: Locator, code: string): Promise<void> {
  await example.locator('.live-example__screen[data-status="ready"][data-outcome]').waitFor();
  const editor = example.getByRole('textbox', { name: /^Code of the .* example$/ });
  await editor.focus();
  await editor.page().keyboard.press('Control+A');
  await editor.page().keyboard.insertText(code);
}

/** The page still answers its reader: the search dialog opens and closes. */
async function pageAnswers(page: Page): Promise<void> {
  await page.locator('.navbar .DocSearch-Button').click();
  // A frozen page never opens it; one that answers does so at once (the bench measures how fast).
  await page.locator('.DocSearch-Modal').waitFor({ timeout: 5000 });
  await page.keyboard.press('Escape');
  await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
}

/** How many of the page's frames run in a process of their own (Chromium's out-of-process frames). */
async function framesInOwnProcess(page: Page): Promise<number> {
  const session = await page.context().browser()!.newBrowserCDPSession();
  const { targetInfos } = (await session.send('Target.getTargets')) as { targetInfos: { type: string }[] };
  await session.detach();
  return targetInfos.filter((target) => target.type === 'iframe').length;
}

const RECOVERED = `import * as React from 'react';
import { Text } from 'react-native-paper';
export default function Recovered() {
  return <Text>Running again</Text>;
}`;

for (const [where, sharedProcess] of [
  ['its own process', false],
  ["the page's process", true],
] as const) {
  test.describe(`example code that never stops, with the preview frame in ${where}`, () => {
    // This mode's browser.
    const testHere = sharedProcess ? testInPageProcess : test;
    test.use({ viewport: EXAMPLE_VIEWPORT });

    for (const [name, code, line] of [
      ['a loop that never ends', 'export default function Hang() {\n  while (true) {}\n}', 2],
      [
        'a recursion that runs for minutes',
        'const fib = (n) => (n < 2 ? n : fib(n - 1) + fib(n - 2));\nexport default function Slow() {\n  return fib(80);\n}',
        1,
      ],
    ] as const) {
      testHere(
        `${name}: the page keeps answering, the preview says what stopped and where, and the next edit runs`,
        async ({ page }) => {
          const errors = await runButtonExample(page);
          const ownProcess = await framesInOwnProcess(page);
          if (sharedProcess) expect(ownProcess).toBe(0);
          else expect(ownProcess).toBeGreaterThanOrEqual(1);
          const example = page.locator('#usage + *');
          await typeCode(example, code);
          await example.locator('.live-example__error', { hasText: 'without a pause and was stopped' }).waitFor();
          expect(await example.locator('.live-example__error strong').textContent()).toBe(`Line ${line}: `);
          await pageAnswers(page);
          await typeCode(example, RECOVERED);
          await (await previewFrame(example)).getByText('Running again').waitFor();
          await example.locator('.live-example__error').waitFor({ state: 'detached' });
          expect(errors).toEqual([]);
        },
      );
    }

    testHere(
      'oversized and forged messages: the page reads none of what the code posts to it, and cuts what the preview reports',
      async ({ page }) => {
        const errors = await runButtonExample(page);
        const example = page.locator('#usage + *');
        await typeCode(
          example,
          `import * as React from 'react';
import { Text } from 'react-native-paper';
export default function Flood() {
  React.useEffect(() => {
    const huge = 'x'.repeat(64 * 1024 * 1024);
    for (let i = 0; i < 4; i++) top.postMessage({ type: 'rnp-live:error', runId: 1, message: huge, line: 1 }, '*');
    parent.postMessage({ type: 'rnp-live:error', runId: 1, message: 'forged by the example', line: 1 }, '*');
    setTimeout(() => { throw new Error(huge); }, 0);
  }, []);
  return <Text>Posting</Text>;
}`,
        );
        const shown = example.locator('.live-example__error');
        await shown.waitFor();
        expect((await shown.textContent())!.length).toBeLessThan(2100);
        // The forged report never reaches the error box (the editor shows it, as code).
        expect(await shown.textContent()).not.toContain('forged by the example');
        await pageAnswers(page);
        // The frame throws the huge error itself; the page throws nothing.
        expect(errors.filter((message) => !message.startsWith('xxxx'))).toEqual([]);
      },
    );

    testHere(
      'a flood of reports: the page reads a budget of them per second, says how many it left out, and keeps answering',
      async ({ page }) => {
        const errors = await runButtonExample(page);
        await page.waitForURL(`**${BASE}/docs/components/Button/`);
        const example = page.locator('#usage + *');
        await replaceCode(
          example,
          `import * as React from 'react';
import { Text } from 'react-native-paper';
import { action } from 'rnp-live:actions';
export default function Flood() {
  React.useEffect(() => {
    const timer = setInterval(() => {
      for (let i = 0; i < 500; i++) action('onPress')(i);
      throw new Error('again');
    }, 0);
    return () => clearInterval(timer);
  }, []);
  return <Text>Flooding</Text>;
}`,
        );
        await example.locator('.live-example__note', { hasText: 'were left out' }).waitFor();
        await pageAnswers(page);
        await replaceCode(example, RECOVERED);
        await (await previewFrame(example)).getByText('Running again').waitFor();
        // The frame's own errors ("again") are the example's; the page itself throws none.
        expect(errors.filter((message) => message !== 'again')).toEqual([]);
      },
    );
  });
}

test.describe('example code that reaches for the network', () => {
  test.use({ viewport: EXAMPLE_VIEWPORT });
  test('finds no WebRTC in the frame', async ({ page }) => {
    await runButtonExample(page);
    const example = page.locator('#usage + *');
    await typeCode(
      example,
      `import * as React from 'react';
import { Text } from 'react-native-paper';
const found = [typeof globalThis.RTCPeerConnection, typeof globalThis.webkitRTCPeerConnection];
export default function Probe() {
  return <Text>{'WebRTC: ' + found.join(', ')}</Text>;
}`,
    );
    await (await previewFrame(example)).getByText('WebRTC: undefined, undefined').waitFor();
  });
});

test.describe('junk in every key the site keeps in storage', () => {
  const JUNK: Record<string, string> = {
    theme: '<img src=x onerror="window.__injected=1">',
    // The site's bar and each version's own, each under its own keys.
    ...Object.fromEntries(
      [undefined, ...docVersions().map((version) => version.name)].flatMap((version) => {
        const keys = announcementKeys(version);
        return [
          [keys.id, '{"__proto__":{"polluted":1}}'],
          [keys.dismissed, 'maybe'],
        ];
      }),
    ),
    'package-manager': 'rm -rf /',
    'docs-preferred-version-default': '../../evil',
    __DOCSEARCH_RECENT_SEARCHES__: '{not json',
  };

  test('the site reads past it: the default mode and version, a working search dialog, nothing injected', async ({
    context,
    page,
    open,
  }) => {
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      // DocSearch keys its recent and favourite searches by index name: junk in any such key.
      localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__react-native-paper', '[{"url":"javascript:alert(1)"}]');
      localStorage.setItem('__DOCSEARCH_FAVORITE_SEARCHES__react-native-paper', 'null');
    }, JUNK);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await open('./docs/guides/getting-started/');
    expect(await page.locator('html').getAttribute('data-theme')).toBe('light');
    expect(await page.locator('.navbar__items--right .navbar__dropdown-toggle').first().textContent()).toContain(V5);
    await pageAnswers(page);
    await page.getByRole('link', { name: 'Theming', exact: true }).first().click();
    await page.waitForURL(`**${BASE}/docs/guides/theming/`);
    expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
    expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

test.describe('a configurator link written to inject code', () => {
  const INJECTIONS = {
    'an expression that runs': 'theme.colors.primary&&(globalThis.__pwned=1,"red")',
    'a loop that never ends': '(()=>{for(;;);})()',
  };

  for (const [name, value] of Object.entries(INJECTIONS)) {
    test(`${name} in buttonColor: the prop stays unset, a note names it, and nothing of it is in the code, the clipboard, the Snack link or the frame`, async ({
      context,
      page,
      open,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await open(`./docs/components/Button/?props=${encodeURIComponent(JSON.stringify({ buttonColor: value }))}`);
      const configurator = page.locator('.configurator');
      await configurator.locator('.live-example__screen[data-outcome="rendered"]').waitFor({ timeout: 30000 });
      expect(await configurator.locator('.configurator__ignored').textContent()).toContain('buttonColor');
      const code = (await configurator.locator('.code-block pre').textContent())!;
      expect(code).not.toContain('buttonColor');
      await configurator.locator('.code-block').getByRole('button', { name: /copy/i }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).not.toContain(value.slice(0, 12));
      const snack = (await configurator.getByRole('link', { name: /Open in Expo Snack/ }).getAttribute('href'))!;
      expect(new URL(snack).searchParams.get('code')).not.toContain('buttonColor');
      const frame = (await (await configurator.locator('.live-example__frame').elementHandle())!.contentFrame())!;
      expect(await frame.evaluate(() => (globalThis as { __pwned?: number }).__pwned)).toBeUndefined();
      await pageAnswers(page);
    });
  }
});

test.describe('the Snack link after Run', () => {
  for (const [path, paper] of [
    ['/docs/components/Button/', 'react-native-paper@5.x'],
    ['/6.x/docs/components/Button/', 'react-native-paper@6.0.0-alpha.0'],
  ]) {
    test(`on ${path} it installs ${paper} before Run, after Run and after an edit`, async ({ page, open }) => {
      await open(`.${path}`);
      const example = page.locator('#usage + *');
      const dependencies = async () =>
        new URL(
          (await example.getByRole('link', { name: /Open in Expo Snack/ }).getAttribute('href'))!,
        ).searchParams.get('dependencies');
      expect(await dependencies()).toContain(paper);
      await example.getByRole('button', { name: 'Run live' }).click();
      await example.getByRole('textbox', { name: /^Code of the .* example$/ }).waitFor();
      expect(await dependencies()).toContain(paper);
      await typeCode(example, RECOVERED);
      await (await previewFrame(example)).getByText('Running again').waitFor();
      expect(await dependencies()).toContain(paper);
    });
  }
});
