import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { DESKTOP, PHONE } from './browser';
import { expect, test } from './fixtures';

const filterBox = (page: Page) => page.getByRole('searchbox', { name: 'Filter props' });
const visibleProps = (page: Page) => page.locator('.prop:visible h3 code').allTextContents();
const tocProps = (page: Page) => page.locator('.toc--column .toc__item--level-3 a[href^="#prop-"]').allTextContents();

test.describe('the prop filter', () => {
  test('narrows TextInput’s props and the table of contents as the reader types, with a count and an empty state', async ({
    page,
    open,
  }) => {
    await open('./docs/components/TextInput/');
    const all = await visibleProps(page);
    expect(all.length).toBeGreaterThan(20);
    expect(await page.locator('.prop-filter__count').textContent()).toBe(`${all.length} props`);

    await filterBox(page).fill('outline');
    const shown = await visibleProps(page);
    expect(shown).toEqual(expect.arrayContaining(['outlineColor', 'activeOutlineColor', 'outlineStyle']));
    expect(shown).not.toContain('label');
    expect(shown.length).toBeLessThan(all.length);
    expect(await tocProps(page)).toEqual(shown);
    expect(await page.locator('.prop-filter__count').textContent()).toBe(`${shown.length} of ${all.length} props`);

    // Words of the description count too: "underline" appears only in descriptions.
    await filterBox(page).fill('underline color');
    expect(await visibleProps(page)).toEqual(expect.arrayContaining(['underlineColor', 'activeUnderlineColor']));

    await filterBox(page).fill('zzz-nothing');
    expect(await visibleProps(page)).toEqual([]);
    await expect(page.locator('.prop-filter__empty').textContent()).resolves.toContain('No props match “zzz-nothing”.');
    await page.getByRole('button', { name: 'Clear the filter' }).click();
    expect(await visibleProps(page)).toEqual(all);
    expect(await tocProps(page)).toEqual(all);
  });

  test('clears itself when a link leads to a prop it hides', async ({ page, open }) => {
    await open('./docs/components/TextInput/');
    await filterBox(page).fill('outline');
    await page.locator('#prop-label').waitFor({ state: 'hidden' });
    await page.evaluate(() => {
      window.location.hash = 'prop-label';
    });
    await page.locator('#prop-label').waitFor({ state: 'visible' });
    expect(await filterBox(page).inputValue()).toBe('');
  });

  test('is not offered on pages with only a few props', async ({ page, open }) => {
    await open('./docs/components/Badge/');
    expect(await page.locator('.prop').count()).toBeLessThanOrEqual(8);
    expect(await filterBox(page).count()).toBe(0);
  });
});

test.describe('types and inherited props', () => {
  test('expands a long type with the keyboard, showing it whole with its links', async ({ page, open }) => {
    await open('./docs/components/SegmentedButtons/');
    const details = page.locator('#prop-buttons').locator('xpath=..').locator('details.type-long');
    await details.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(details.getAttribute('open')).resolves.toBe('');
    const full = details.locator('.type-long__full');
    await full.waitFor({ state: 'visible' });
    await full.getByRole('link', { name: 'IconSource' }).click();
    await page.waitForFunction(() => window.location.hash === '#type-IconSource');
    await page.locator('#type-IconSource').waitFor({ state: 'visible' });
  });

  test('follows a type link to the theming guide and an inherited prop to its own page', async ({ page, open }) => {
    await open('./docs/components/Button/');
    await page.locator('#prop-theme').locator('xpath=..').getByRole('link', { name: 'ThemeProp' }).click();
    await page.waitForURL(/\/docs\/guides\/theming\/#what-a-theme-contains$/);
    await page.locator('#what-a-theme-contains').waitFor();

    await page.goBack();
    await page.getByText('1 prop from Surface').click();
    await page.locator('.doc-section--inherited-props').getByRole('link', { name: 'elevation' }).click();
    await page.waitForURL(/\/docs\/components\/Surface\/#prop-elevation$/);
    await page.locator('#prop-elevation').waitFor();
  });

  test('shows a swatch’s hex value on keyboard focus', async ({ page, open }) => {
    await open('./docs/components/Button/');
    const swatch = page.locator('.theme-colors .swatch').first();
    await swatch.focus();
    const tooltip = await swatch.evaluate((element) => getComputedStyle(element, '::after').content);
    expect(tooltip).toBe(`"${await swatch.getAttribute('data-hex')}"`);
  });
});

test.describe('accessibility of the component reference', () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const [width, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      test.describe(() => {
        test.use({ viewport });
        test(`has no serious axe findings on TextInput and Button with everything open (${mode}, ${width})`, async ({
          page,
          open,
        }) => {
          await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
          for (const path of ['./docs/components/TextInput/', './docs/components/Button/']) {
            await open(path);
            await page.evaluate(() =>
              document
                .querySelectorAll('.doc-section--inherited-props details, details.type-long')
                .forEach((d) => d.setAttribute('open', '')),
            );
            if (path.includes('TextInput')) await filterBox(page).fill('outline');
            expect(await seriousViolations(page, { include: [['article']] })).toEqual([]);
          }
        });
      });
    }
  }
});
