import { framesDrawn } from './browser';
import { expect, test } from './fixtures';
import { previewFrame } from './live-example-helpers';
import { arriveInApp, openComponentsFromHome, switchVersion } from './reader-paths';
import fixes6 from '../../content/6.x/data/example-fixes.json';
import { versionLabel } from '../helpers/site-routes';

const V6 = versionLabel('6.x');

test.describe("a usage example corrected by the version's example-fixes.json", () => {
  test("6.x TextInput: says in one sentence what it adds to the library's example, and runs", async ({ page }) => {
    test.setTimeout(120_000);
    await openComponentsFromHome(page);
    await switchVersion(page, V6);
    await page.waitForURL(/\/6\.x\/docs\/components\/ActivityIndicator\/$/);
    await arriveInApp(page, '/6.x/docs/components/TextInput/', 'TextInput');

    const example = page.locator('#usage + .live-example');
    const note = page.locator('#usage + .live-example + .usage-note');
    await note.waitFor();
    expect(await note.innerText()).toBe(fixes6.TextInput.note);
    expect(await example.locator('pre').innerText()).toContain("import { Pressable } from 'react-native';");

    await example.getByRole('button', { name: 'Run live' }).click();
    const running = page.locator('#usage + .live-example--running');
    await running.locator('.live-example__screen[data-outcome]').waitFor({ timeout: 30000 });
    // The input and its clear button (the Pressable the library's example did not import) are drawn,
    // and an error thrown in their first layout would have reached the page by the time it drew again.
    const frame = await previewFrame(page.locator('#usage + *'));
    await frame.locator('input').first().waitFor();
    await frame.getByRole('button', { name: 'Clear text' }).waitFor();
    await framesDrawn(frame);
    await framesDrawn(page);
    expect(await running.locator('.live-example__error, .live-example__status--failed').count()).toBe(0);
  });
});
