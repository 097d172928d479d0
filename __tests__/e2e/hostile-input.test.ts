import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const INJECTION = '<img src=x onerror="window.__injected=1"><script>window.__injected=1</script>';
const QUERIES = [
  '',
  'b'.repeat(200),
  '.*+?^${}()|[]\\/',
  INJECTION,
  '100% [a-z',
  'button 🎨🚀',
  'زر الإجراء',
  '\u202etext\u202c',
];

/** Page errors, and whether a query's markup ran or entered the page. */
async function watch(page: Page): Promise<() => Promise<{ errors: string[]; injected: boolean }>> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return async () => ({
    errors,
    injected: await page.evaluate(
      () => (window as { __injected?: number }).__injected === 1 || document.querySelector('img[src="x"]') !== null,
    ),
  });
}

test.describe('odd and hostile search queries', () => {
  test('the dialog takes each one without an error or injected markup, and caps it at 64 characters', async ({
    page,
    open,
  }) => {
    await open('./docs/guides/theming/');
    const result = await watch(page);
    await page.locator('.navbar .DocSearch-Button').click();
    const input = page.locator('.DocSearch-Input');
    for (const query of QUERIES) {
      await input.fill(query);
      // Wait for the dialog to settle on this query: results, "no results", or the empty start screen.
      await page.locator('.DocSearch-Hits, .DocSearch-NoResults, .DocSearch-StartScreen').first().waitFor();
      expect((await input.inputValue()).length).toBeLessThanOrEqual(64);
    }
    expect(await result()).toEqual({ errors: [], injected: false });
  });

  test('the search page takes each one from the address, broken percent-encoding included', async ({ page, open }) => {
    const result = await watch(page);
    const addresses = [...QUERIES.map((query) => `?q=${encodeURIComponent(query)}`), '?q=%', '?q=%E0%A4%A', '?q=a%00b'];
    for (const address of addresses) {
      await open(`./search/${address}`);
      expect(await page.locator('main h1').textContent()).toBe('Search the documentation');
      expect((await page.locator('.search-page__input').inputValue()).length).toBeLessThanOrEqual(64);
    }
    expect(await result()).toEqual({ errors: [], injected: false });
    // What was typed shows as text, never as markup.
    await open(`./search/?q=${encodeURIComponent('<b>qwertyzz</b>')}`);
    await page.locator('.search-page__status', { hasText: 'qwertyzz' }).waitFor();
    expect(await page.locator('.search-page__input').inputValue()).toBe('<b>qwertyzz</b>');
    expect(await page.locator('main b').count()).toBe(0);
  });

  test('answers names every object inherits (constructor, __proto__ …) like any other word, in the dialog and on the search page', async ({
    page,
    open,
  }) => {
    await open('./');
    const result = await watch(page);
    await page.locator('.navbar .DocSearch-Button').click();
    const input = page.locator('.DocSearch-Input');
    for (const query of ['constructor', 'Constructor', '__proto__', 'hasOwnProperty', 'toString']) {
      await input.fill(query);
      await page.locator('.DocSearch-Hits, .DocSearch-NoResults').first().waitFor();
      expect(await page.locator('.DocSearch-ErrorScreen').count()).toBe(0);
    }
    await input.fill('button constructor');
    await page.locator(`.DocSearch-Hit a[href*="/docs/components/Button/"]`).first().waitFor();
    expect(await page.locator('.DocSearch-ErrorScreen').count()).toBe(0);

    await open('./search/?q=button%20constructor');
    await page.locator('.search-results__link[href*="/docs/components/Button/"]').first().waitFor();
    expect(await page.locator('main').textContent()).not.toContain('Unable to fetch results');
    expect((await result()).errors).toEqual([]);
  });
});

test.describe('a configurator link whose text holds control, separator or direction characters', () => {
  const CHARACTERS = {
    'a right-to-left override (U+202E)': '\u202e',
    'the line separator (U+2028)': '\u2028',
    'NUL (U+0000)': '\u0000',
  };
  const cases = ['/docs/components/Button/', '/6.x/docs/components/Button/'].flatMap((path) =>
    Object.entries(CHARACTERS).map(([name, character]): [string, string, string] => [path, name, character]),
  );

  for (const [path, name, character] of cases) {
    test(`on ${path}, ${name} in the text and a colour: both are left out with the note, and none of it is in the code, the clipboard, the Snack link or the preview`, async ({
      context,
      page,
      open,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const result = await watch(page);
      const props = { children: `exe.${character}gnp`, buttonColor: `rgb(0,${character}0,0)`, mode: 'outlined' };
      await open(`.${path}?props=${encodeURIComponent(JSON.stringify(props))}`);
      const configurator = page.locator('.configurator');
      await configurator.locator('.live-example__screen[data-outcome="rendered"]').waitFor({ timeout: 30000 });
      // The values that fit are taken; the note names the two that do not, as for any unfitting value.
      expect(await configurator.getByLabel('mode', { exact: true }).inputValue()).toBe('outlined');
      const note = (await configurator.locator('.configurator__ignored').allTextContents()).join('');
      expect(note).toMatch(/left out: children, buttonColor\.$/);
      const code = (await configurator.locator('.code-block pre').textContent())!;
      expect(code).toContain('mode="outlined"');
      await configurator.locator('.code-block').getByRole('button', { name: /copy/i }).click();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      const snack = (await configurator.getByRole('link', { name: /Open in Expo Snack/ }).getAttribute('href'))!;
      const snackCode = new URL(snack).searchParams.get('code')!;
      const frame = (await (await configurator.locator('.live-example__frame').elementHandle())!.contentFrame())!;
      const preview = await frame.evaluate(() => document.body.innerText);
      for (const [where, text] of Object.entries({ code, copied, snackCode, preview }))
        expect([where, text.includes('gnp'), text.includes('rgb(0,'), text.includes(character)]).toEqual([
          where,
          false,
          false,
          false,
        ]);
      expect(preview).toContain('Press me');
      expect(await result()).toEqual({ errors: [], injected: false });
    });
  }
});
