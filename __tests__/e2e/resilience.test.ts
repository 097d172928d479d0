import type { Page } from '@playwright/test';
import { framesDrawn, PHONE } from './browser';
import { expect, test } from './fixtures';
import { overrideSiteConfig } from './site-config-override';
import { arriveInApp, openComponentsFromHome, switchVersion } from './reader-paths';
import { NAVBAR, versionLabel } from '../helpers/site-routes';

const V5 = versionLabel('5.x');
const { createServer } = require('../../scripts/serve');

/**
 * Crashes Button's page content the way page translators and some extensions do: they move parts of
 * the page into elements of their own, and React's next change there has nowhere to go. The list of
 * props is wrapped in a `<font>`, then the reader filters the props down to none: React puts the
 * "No props match" note before that list, which is no longer where React left it.
 */
async function crashButtonPage(page: Page, version: '5.x' | '6.x') {
  await openComponentsFromHome(page);
  if (version !== '5.x') {
    await switchVersion(page, versionLabel(version));
    await page.waitForURL(/\/6\.x\/docs\/components\/ActivityIndicator\/$/);
  }
  await arriveInApp(page, `${version === '5.x' ? '' : '/6.x'}/docs/components/Button/`, 'Button');
  const filter = page.locator('.prop-filter__input');
  await filter.waitFor();
  await page.evaluate(() => {
    const list = document.querySelector('.doc-section--props .prop-list')!;
    const font = document.createElement('font');
    list.replaceWith(font);
    font.append(list);
  });
  await filter.fill('zzzz');
  const alert = page.getByRole('alert').filter({ hasText: 'This page crashed.' });
  await alert.waitFor();
  return alert;
}

for (const version of ['5.x', '6.x'] as const) {
  test.describe(`crash page (${version})`, () => {
    test('shows the error, keeps the navbar, and "Try again" renders the page again', async ({ page }) => {
      const alert = await crashButtonPage(page, version);
      expect(await alert.locator('h1').textContent()).toBe('This page crashed.');
      expect(await alert.locator('.crash__message').textContent()).toMatch(/^NotFoundError: .*insertBefore/);
      await page.locator('.navbar').waitFor({ state: 'visible' });
      // The page's content is drawn afresh: the reader's filter is gone and every prop shows.
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.locator('main h1', { hasText: 'Button' }).waitFor();
      expect(await page.locator('.prop-filter__input').inputValue()).toBe('');
      expect(await page.locator('.doc-section--props section.prop[hidden]').count()).toBe(0);
    });

    test('leaves the navbar usable to go elsewhere', async ({ page }) => {
      await crashButtonPage(page, version);
      await page.locator('.navbar__items').getByRole('link', { name: NAVBAR.showcase }).click();
      await page.waitForURL('./docs/showcase/');
      // The address changes before the new page has rendered.
      await expect(page.locator('main h1')).toHaveText('Showcase');
    });
  });
}

test.describe('anchors that do not decode', () => {
  const crashed = (page: Page) => page.getByText('This page crashed.').count();

  for (const hash of ['#%', '#100%']) {
    test(`opens the page at the top when the address ends in ${hash}`, async ({ page, open }) => {
      await open(`./docs/guides/theming/${hash}`);
      expect(await page.locator('main h1').textContent()).toBe('Theming');
      expect(await crashed(page)).toBe(0);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  }

  test('keeps anchors that decode: a prop, and an encoded letter', async ({ page, open }) => {
    await open('./docs/components/Button/#prop-mode');
    await page.waitForFunction(() => {
      const top = document.getElementById('prop-mode')?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < 200;
    });
    await open('./docs/guides/theming/#%C3%A9');
    expect(await page.locator('main h1').textContent()).toBe('Theming');
    await expect(page).toHaveURL('./docs/guides/theming/#%C3%A9');
  });

  // A site link to such an anchor on another page loses it before it navigates (unit test of navigationTarget).
  test('survives such a link inside the page', async ({ page, open }) => {
    await open('./docs/guides/theming/');
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '#50%', textContent: 'Half way' });
      document.querySelector('main p')!.append(link);
    });
    await page.getByRole('link', { name: 'Half way' }).click();
    // The router takes the address change in a later frame: had it broken the page, the sidebar would be gone.
    await page.locator('.doc-page__sidebar').getByRole('link', { name: 'Fonts', exact: true }).click();
    await expect(page.locator('main h1')).toHaveText('Fonts');
    expect(await crashed(page)).toBe(0);
  });
});

test.describe('wrong base URL', () => {
  test('shows a banner that names the configured base URL and suggests the current one', async ({ page }) => {
    const server = createServer({ dir: 'public', base: '/paper-docs' });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    await page.goto(`http://127.0.0.1:${server.address().port}/paper-docs/docs/guides/theming/`);
    const banner = page.getByRole('alert').filter({ hasText: 'Your site did not load properly.' });
    await banner.waitFor({ state: 'visible' });
    const text = (await banner.textContent())!.replace(/\s+/g, ' ');
    expect(text).toContain('built for the base URL /react-native-paper/');
    expect(text).toContain('set baseUrl in site.config.ts to /paper-docs/');
    await page.close();
    server.close();
  });

  test('stays hidden on the right base URL', async ({ page, open }) => {
    await open('./docs/guides/theming/');
    await page.getByText('Your site did not load properly.').waitFor({ state: 'hidden' });
  });
});

test.describe('navbar hide on scroll (site config switch)', () => {
  test('hides when scrolling down, shows when scrolling up or near the top, hides after jumping to an anchor', async ({
    context,
    page,
    open,
  }) => {
    await overrideSiteConfig(context, (siteConfig) => (siteConfig.config.navbar.hideOnScroll = true));
    await open('./docs/guides/theming/');
    const hidden = () => page.evaluate(() => document.querySelector('.navbar')!.classList.contains('navbar--hidden'));
    await page.mouse.wheel(0, 1200);
    await page.waitForFunction(() => document.querySelector('.navbar')!.classList.contains('navbar--hidden'));
    await page.mouse.wheel(0, -300);
    await page.waitForFunction(() => !document.querySelector('.navbar')!.classList.contains('navbar--hidden'));
    // Near the top it shows: the page has handled the scroll to 20 px (a listener added after the
    // navbar's hears it after), then drawn what that changed.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          window.addEventListener('scroll', () => resolve(), { once: true });
          window.scrollTo(0, 20);
        }),
    );
    await framesDrawn(page);
    expect(await hidden()).toBe(false);
    await page.locator('.toc--column').getByRole('link', { name: 'Adaptive and dynamic colour' }).click();
    await page.waitForFunction(() => document.querySelector('.navbar')!.classList.contains('navbar--hidden'));
  });

  test('is off in the shipped config', async ({ page, open }) => {
    await open('./docs/guides/theming/');
    await page.mouse.wheel(0, 1200);
    await page.waitForFunction(() => window.scrollY >= 1000);
    await framesDrawn(page);
    expect(await page.evaluate(() => document.querySelector('.navbar')!.classList.contains('navbar--hidden'))).toBe(
      false,
    );
  });
});

test.describe('menus and keyboard', () => {
  test('opens a dropdown on hover and closes it when focus moves outside or on an outside touch', async ({
    page,
    open,
  }) => {
    await open('./');
    const toggle = page.getByRole('button', { name: V5 });
    await toggle.hover();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('link', { name: 'Get started' }).focus();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await page.dispatchEvent('main', 'touchstart');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  });

  test('turns focus rings on for keyboard users and off again with the mouse', async ({ page, open }) => {
    await open('./docs/guides/theming/');
    const keyboardClass = () =>
      page.evaluate(() => document.documentElement.classList.contains('navigation-with-keyboard'));
    expect(await keyboardClass()).toBe(false);
    await page.keyboard.press('Tab');
    expect(await keyboardClass()).toBe(true);
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).toBe('solid');
    await page.mouse.click(600, 500);
    expect(await keyboardClass()).toBe(false);
  });

  test.describe(() => {
    test.use({ viewport: PHONE });
    test('disables the mobile menu toggle when the navbar has no items', async ({ context, page, open }) => {
      await overrideSiteConfig(context, (siteConfig) => (siteConfig.navbar = []));
      await open('./docs/guides/theming/');
      await page.getByRole('button', { name: 'Open navigation menu' }).and(page.locator(':disabled')).waitFor();
    });
  });

  test('remembers the docs version of the pages read', async ({ page, open }) => {
    await open('./');
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull();
    await page.getByRole('link', { name: 'Get started' }).click();
    await page.waitForURL('./docs/guides/getting-started/');
    await page.waitForFunction(() => localStorage.getItem('docs-preferred-version-default') === '5.x');
  });

  test('animates collapsing sections for longer when they are taller', async ({ page, open }) => {
    await open('./docs/components/ActivityIndicator/');
    // The section sets its transition for the animation and removes it after: it is read as it is set.
    const durationOf = async (family: string) => {
      const toggle = page.getByRole('button', { name: `Collapse ${family}` });
      // The sidebar is the server's HTML until the reader first uses it (Island): focus wakes it.
      await toggle.focus();
      const listId = (await toggle.getAttribute('aria-controls'))!;
      const seen = await page.evaluateHandle((id) => {
        const list = document.getElementById(id)!;
        const first = { transition: '' };
        new MutationObserver(() => {
          first.transition ||= list.style.transition;
        }).observe(list, { attributes: true, attributeFilter: ['style'] });
        return first;
      }, listId);
      await toggle.click();
      await page.waitForFunction((first) => first.transition !== '', seen);
      return seen.evaluate((first) => parseFloat(first.transition.replace(/^height /, '')));
    };
    const small = await durationOf('Menu');
    const large = await durationOf('DataTable');
    expect(small).toBeGreaterThan(0);
    expect(large).toBeGreaterThan(small);
    await page.getByRole('link', { name: 'DataTable.Cell' }).waitFor({ state: 'hidden' });
  });
});
