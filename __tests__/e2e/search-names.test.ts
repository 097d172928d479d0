import type { Page } from '@playwright/test';
import { BASE } from './browser';
import { expect, test } from './fixtures';
import { switchVersion } from './reader-paths';
import { docVersions } from '../helpers/search-relevance';
import { NAVBAR } from '../helpers/site-routes';

/**
 * A reader who types a name the version they read does not have (5.x's HelperText on 6.x, 6.x's
 * supportingText on 5.x), or asks how to migrate, in the search dialog of each version.
 */

interface Case {
  query: string;
  /** Paths in the version, without base path or version prefix. */
  first: string;
  alsoShown?: string;
}

/** What each version answers first (by version name). */
const CASES: Record<string, Case[]> = {
  '5.x': [
    { query: 'supportingText', first: '/docs/components/HelperText/' },
    { query: 'FAB.Menu', first: '/docs/components/FAB/FABGroup/' },
    { query: 'migrate from v4', first: '/docs/guides/migration-guide-to-5.0/' },
  ],
  '6.x': [
    {
      query: 'HelperText',
      first: '/docs/guides/migration/#helpertext',
      alsoShown: '/docs/components/TextInput/#prop-supportingText',
    },
    {
      query: 'textinput mode',
      first: '/docs/guides/migration/#textinput-mode-becomes-variant',
      alsoShown: '/docs/components/TextInput/#prop-variant',
    },
    { query: 'upgrading from 5.x', first: '/docs/guides/migration/' },
  ],
};

/** Types the query and returns the hits' links once the first is `expected`, or after 5 s what is there. */
async function hitsFor(page: Page, query: string, expected: string): Promise<string[]> {
  await page.locator('.DocSearch-Input').fill(query);
  // The dialog answers as the reader types: wait for this query's first hit, not the last one's.
  await page
    .waitForFunction((href) => document.querySelector('.DocSearch-Hit a')?.getAttribute('href') === href, expected, {
      timeout: 5000,
    })
    .catch(() => undefined);
  return page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
}

for (const version of docVersions()) {
  test.describe(`search for names on ${version.name}`, () => {
    const root = `${BASE}${version.prefix ? `/${version.prefix}` : ''}`;

    test('leads a dropped or newer name to where it went, and a migration question to the migration guide', async ({
      page,
      open,
    }) => {
      await open('./');
      if (version.isLast) await page.locator('.navbar').getByRole('link', { name: NAVBAR.guides, exact: true }).click();
      else await switchVersion(page, version.label);
      await page.waitForURL((url) => url.pathname === `${root}/docs/guides/getting-started/`);

      await page.locator('.navbar__search .DocSearch-Button').click();
      for (const { query, first, alsoShown } of CASES[version.name]) {
        const hits = await hitsFor(page, query, `${root}${first}`);
        expect({ query, first: hits[0] }).toEqual({ query, first: `${root}${first}` });
        if (alsoShown) expect(hits.slice(0, 3)).toContain(`${root}${alsoShown}`);
      }

      // Enter opens the first hit, a section of the migration guide, and Back returns.
      const [{ query, first }] = CASES[version.name].slice(-1);
      await hitsFor(page, query, `${root}${first}`);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => `${url.pathname}${url.hash}` === `${root}${first}`);
      await page.goBack();
      await page.waitForURL((url) => url.pathname === `${root}/docs/guides/getting-started/`);
    });
  });
}
