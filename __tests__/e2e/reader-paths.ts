import { expect, type Page } from '@playwright/test';
import { BASE, visit } from './browser';
import { NAVBAR, versionLabel } from '../helpers/site-routes';
import { docVersions } from '../../gatsby/config/site-config';
import { versionNamed } from '../../src/shared/doc-versions';
import { docPath } from '../../src/shared/routes';

/** Home, then Components in the navbar: where a reader starts browsing the components. */
export async function openComponentsFromHome(page: Page): Promise<void> {
  await visit(page, './');
  await page.locator('.navbar').getByRole('link', { name: NAVBAR.components, exact: true }).click();
  await expect(page.locator('main h1')).toHaveText('ActivityIndicator');
}

/** Picks a version in the navbar's version dropdown, as a reader on a desktop does. */
export async function switchVersion(page: Page, label: string): Promise<void> {
  await page.locator('.navbar__items--right .navbar__dropdown-toggle').first().click();
  await page.locator('.navbar__dropdown-menu:visible').getByRole('link', { name: label, exact: true }).click();
}

/** Goes to a component page the way a reader does: its link in the sidebar (Gatsby's client-side navigation). */
export async function arriveInApp(page: Page, route: string, title: string): Promise<void> {
  const link = page.locator(`.sidebar a[href="${BASE}${route}"]`).first();
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page.locator('main h1')).toHaveText(title);
}

/** Home, Guides in the navbar, then another version in the dropdown: its first guide, as a reader reaches it. */
export async function openGuidesOfVersion(page: Page, name: string): Promise<void> {
  await visit(page, './');
  await page.locator('.navbar').getByRole('link', { name: NAVBAR.guides, exact: true }).click();
  await expect(page.locator('main h1')).toHaveText('Getting Started');
  await switchVersion(page, versionLabel(name));
  const { prefix } = versionNamed(docVersions(), name);
  await page.waitForURL(`**${BASE}${docPath(prefix, 'guides/getting-started')}`);
}
