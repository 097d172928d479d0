import type { Page } from '@playwright/test';
import { allVersions, componentRoutes, currentVersion, pageDataOf, versionLabel } from '../helpers/site-routes';
import { arriveInApp, openComponentsFromHome, switchVersion } from './reader-paths';
import { previewFrame } from './live-example-helpers';
import { expect, test } from './fixtures';
import type { DocVersionSources } from '../../gatsby/config/doc-versions';

// A reader with a question: from the home page to a component page, its question in the table of
// contents, the answer's link to the prop and back, and the example that answers it, run live; and
// the same question asked in the search dialog. On every version.

type Asked = Record<string, { question: string; answer: string; example?: string }[]>;

/**
 * A version's first component of its own family (in the file's order) with a question that has an
 * example and links to a prop. (A member's question asked with its family's name goes to the family's
 * page first: search keeps to the component the query names.)
 */
function questionOf(version: DocVersionSources) {
  const asked = pageDataOf<Asked>(version, 'common-questions.json');
  const routes = new Map(componentRoutes(version).map(([route, title]) => [title, route]));
  for (const [title, list] of Object.entries(asked).filter(([name]) => !name.includes('.'))) {
    const item = list.find((entry) => entry.example && /\]\(#prop-/.test(entry.answer));
    if (item) return { title, route: routes.get(title)!, ...item, prop: /\]\(#(prop-[^)]+)\)/.exec(item.answer)![1] };
  }
  throw new Error(`${version.name} has no common question with an example and a prop link`);
}

const headingOf = (page: Page, question: string) =>
  page.locator('.doc-section--common-questions h3', { hasText: question });

for (const version of allVersions()) {
  const asked = questionOf(version);

  test(`${version.name}: a reader finds a common question in the table of contents, follows its answer and runs its example`, async ({
    page,
  }) => {
    await openComponentsFromHome(page);
    if (version.name !== currentVersion().name) await switchVersion(page, versionLabel(version));
    await arriveInApp(page, asked.route, asked.title);

    await page.locator('.toc--column').getByRole('link', { name: asked.question, exact: true }).click();
    await expect(page).toHaveURL(/#q-/);
    const heading = headingOf(page, asked.question);
    await expect(heading).toBeInViewport();

    // The answer's link to the prop's row, and back to the question.
    const answer = heading.locator('xpath=following-sibling::p[1]');
    await answer.locator(`a[href$="#${asked.prop}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`#${asked.prop}$`));
    await page.goBack();
    await expect(page).toHaveURL(/#q-/);

    // The example after the answer runs in the page.
    const example = heading.locator('xpath=following-sibling::*[contains(@class, "live-example")][1]');
    await example.getByRole('button', { name: 'Run live' }).click();
    const frame = await previewFrame(example);
    await expect(frame.locator('body')).not.toBeEmpty();
  });

  test(`${version.name}: the search dialog answers a question with its common question`, async ({ page }) => {
    await openComponentsFromHome(page);
    if (version.name !== currentVersion().name) await switchVersion(page, versionLabel(version));
    await page.locator('.navbar__search .DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill(asked.question.replace(/\?$/, ''));
    // The first hit is the question (its title may be cut short in the list).
    const hit = page.locator('.DocSearch-Hit a').first();
    await expect(hit).toHaveAttribute('href', /#q-/);
    await hit.click();
    await expect(page).toHaveURL(/#q-/);
    await expect(headingOf(page, asked.question)).toBeInViewport();
  });
}
