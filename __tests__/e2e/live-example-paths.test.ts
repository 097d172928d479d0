import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { previewFrame, typeCode } from './live-example-helpers';
import { watchPolicy } from './policy-watch';
import { NAVBAR } from '../helpers/site-routes';

/** The page's policy, as its meta tag gives it (client-side navigation keeps the first one). */
const policyOf = (page: Page) =>
  page.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]')!.getAttribute('content')!);

/** Presses Run on the page's usage example and waits for the example to show `expected` inside the frame. */
async function runUsageAndSee(
  page: Page,
  expected: (preview: ReturnType<Locator['frameLocator']>) => Locator,
): Promise<void> {
  const usage = page.locator('#usage + *');
  await usage.getByRole('button', { name: 'Run live' }).click();
  await expected(usage.frameLocator('.live-example__frame')).waitFor();
  await previewFrame(usage);
  expect(await usage.locator('.live-example__error').count()).toBe(0);
}

const heading = (page: Page, text: string) => expect(page.locator('main h1')).toHaveText(text);

test.describe('live examples along the paths readers take', () => {
  test.use({ serviceWorkers: 'allow' });

  test('home → Components in the navbar → TextInput in the sidebar → Run live', async ({ context, page, open }) => {
    const { violations } = await watchPolicy(context);
    await open('./');
    await page.locator('.navbar').getByRole('link', { name: NAVBAR.components, exact: true }).click();
    await heading(page, 'ActivityIndicator');
    await page.locator('.sidebar').getByRole('link', { name: 'TextInput', exact: true }).click();
    await heading(page, 'TextInput');
    expect(await policyOf(page)).not.toContain('unsafe-eval');
    await runUsageAndSee(page, (preview) => preview.getByText('Email').first());
    // The reader types into the running text field, then changes the code.
    const preview = page.locator('#usage + *').frameLocator('.live-example__frame');
    await preview.getByRole('textbox').fill('ada@example.com');
    expect(await preview.getByRole('textbox').inputValue()).toBe('ada@example.com');
    await typeCode(
      page.locator('#usage + *'),
      `import * as React from 'react';\nimport { TextInput } from 'react-native-paper';\n\nexport default () => <TextInput label="Edited in place" />;\n`,
    );
    await preview.getByText('Edited in place').first().waitFor();
    expect(violations).toEqual([]);
  });

  test("a guide's link to a component → Run live, then back to the guide and on to another", async ({
    context,
    page,
    open,
  }) => {
    const { violations } = await watchPolicy(context);
    await open('./');
    await page.locator('.navbar').getByRole('link', { name: NAVBAR.guides, exact: true }).click();
    await heading(page, 'Getting Started');
    await page.locator('.sidebar').getByRole('link', { name: 'Ripple effect', exact: true }).click();
    await heading(page, 'Ripple effect');
    // The guide's closing paragraph sends the reader to the component's reference.
    await page.locator('main article p a[href$="/docs/components/TouchableRipple/"]').click();
    await heading(page, 'TouchableRipple');
    await runUsageAndSee(page, (preview) => preview.getByText('Press anywhere'));

    await page.goBack();
    await heading(page, 'Ripple effect');
    await page.locator('.sidebar').getByRole('link', { name: 'Theming', exact: true }).click();
    await heading(page, 'Theming');
    expect(await policyOf(page)).not.toContain('unsafe-eval');
    expect(violations).toEqual([]);
  });

  test('the search dialog → a component → Run live', async ({ context, page, open }) => {
    const { violations } = await watchPolicy(context);
    await open('./');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('chip');
    await page.locator('.DocSearch-Hit[aria-selected="true"] a[href$="/docs/components/Chip/"]').waitFor();
    await page.keyboard.press('Enter');
    await heading(page, 'Chip');
    await runUsageAndSee(page, (preview) => preview.getByText('Example Chip'));
    expect(violations).toEqual([]);
  });
});

/** Example code that tries to reach the site from inside the frame, and shows what happened. */
const PROBE = `import * as React from 'react';
import { Text } from 'react-native-paper';

function attempt(name, action) {
  try {
    return name + ': allowed ' + String(action());
  } catch (error) {
    return name + ': blocked ' + error.name;
  }
}

export default function Probe() {
  const [fetched, setFetched] = React.useState('fetch: pending');
  React.useEffect(() => {
    fetch('/react-native-paper/').then(() => setFetched('fetch: allowed'), (error) => setFetched('fetch: blocked ' + error.name));
  }, []);
  const lines = [
    attempt('localStorage', () => localStorage.getItem('theme')),
    attempt('cookie', () => document.cookie),
    attempt('caches', () => caches.open('pages')),
    attempt('indexedDB', () => indexedDB.open('probe')),
    attempt('parent', () => window.parent.document.title),
    attempt('top', () => { window.top.location.href = 'https://example.com/'; return 'navigated'; }),
    attempt('popup', () => { if (!window.open('https://example.com/')) throw new Error('no window'); return 'opened'; }),
    fetched,
  ];
  return <Text testID="probe">{lines.join('\\n')}</Text>;
}
`;

test.describe('example code in the frame', () => {
  for (const [how, serviceWorkers] of [
    ['the service worker serves the frame', 'allow'],
    ['the iframe carries the sandbox attribute', 'block'],
  ] as const) {
    test.describe(() => {
      test.use({ serviceWorkers });
      test(`cannot touch the site's storage, cookies, caches or top window when ${how}`, async ({
        context,
        page,
        open,
      }) => {
        await open('./docs/components/Button/');
        if (serviceWorkers === 'allow') await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
        await page.evaluate(() => {
          localStorage.setItem('theme', 'light');
          document.cookie = 'reader=secret; path=/';
        });

        const usage = page.locator('#usage + *');
        await usage.getByRole('button', { name: 'Run live' }).click();
        const frame = await previewFrame(usage);
        expect(await usage.locator('.live-example__frame').getAttribute('sandbox')).toBe(
          serviceWorkers === 'allow' ? null : 'allow-scripts',
        );
        expect(await frame.evaluate(() => self.origin)).toBe('null');

        await typeCode(usage, PROBE);
        const probe = usage.frameLocator('.live-example__frame').getByTestId('probe');
        await probe.filter({ hasText: 'fetch: blocked' }).waitFor();
        const lines = (await probe.textContent())!.split('\n');
        expect(lines).toEqual([
          'localStorage: blocked SecurityError',
          'cookie: blocked SecurityError',
          'caches: blocked SecurityError',
          'indexedDB: blocked SecurityError',
          'parent: blocked SecurityError',
          'top: blocked SecurityError',
          'popup: blocked Error',
          'fetch: blocked TypeError',
        ]);
        // The page is where it was, with its storage and caches as they were.
        await expect(page).toHaveURL('./docs/components/Button/');
        expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
        expect(await page.evaluate(() => document.cookie)).toContain('reader=secret');
        expect(context.pages()).toHaveLength(1);
      });
    });
  }

  test("is never handed code in a frame on the site's origin", async ({ context, page, open }) => {
    // The page believes a worker will add the sandbox header, but none does (a worker from an earlier
    // deploy, say): the frame arrives on the site's origin. The page sees it can reach the frame's
    // document, hands it nothing, and embeds it again with the sandbox attribute.
    await context.addInitScript(() =>
      Object.defineProperty(navigator.serviceWorker, 'controller', { get: () => ({}) }),
    );
    const sameOriginFrames: string[] = [];
    page.on('framenavigated', async (frame) => {
      if (
        frame.url().includes('/live-preview/') &&
        (await frame.evaluate(() => self.origin).catch(() => null)) !== 'null'
      )
        sameOriginFrames.push(frame.url());
    });
    await open('./docs/components/Button/');
    const usage = page.locator('#usage + *');
    await usage.getByRole('button', { name: 'Run live' }).click();
    const frame = await previewFrame(usage);
    await usage.frameLocator('.live-example__frame').getByRole('button', { name: 'Press me' }).waitFor();
    expect(sameOriginFrames).toHaveLength(1);
    expect(await usage.locator('.live-example__frame').getAttribute('sandbox')).toBe('allow-scripts');
    expect(await frame.evaluate(() => self.origin)).toBe('null');
  });
});
