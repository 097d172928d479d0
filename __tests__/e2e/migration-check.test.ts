import fs from 'fs';
import os from 'os';
import path from 'path';
import { spawnSync } from 'child_process';
import type { Page } from '@playwright/test';
import { BASE, PHONE, visit } from './browser';
import { expect, test } from './fixtures';
import { openGuidesOfVersion } from './reader-paths';

// The migration guide's check of a reader's own code: reached as readers arrive (home, the 6.x
// announcement, the guide), the same findings as `npm run migration-check` on the 5.x app written for
// it, and hostile input answered within a bound with nothing shown as markup.

const ROOT = path.resolve(__dirname, '..', '..');
const APP = path.join(ROOT, '__tests__', 'fixtures', 'migration-app', 'src');
const GUIDE = '/6.x/docs/guides/migration/';

const checkBox = (page: Page) => page.locator('.migration-check');
const status = (page: Page) => checkBox(page).getByRole('status');
const check = (page: Page) => checkBox(page).getByRole('button', { name: 'Check' }).click();

async function openGuide(page: Page) {
  await visit(page, `.${GUIDE}`);
  await expect(checkBox(page).getByRole('button', { name: 'Check' })).toBeVisible();
}

test('a reader reaches the check from the 6.x announcement, pastes a screen and follows a finding to its section', async ({
  page,
}) => {
  await openGuidesOfVersion(page, '6.x');
  await page.locator('.announcement-bar').getByRole('link', { name: 'See what changes from 5.x' }).click();
  await expect(page.locator('main h1')).toHaveText('Migrating from 5.x to 6.0');

  await page
    .getByLabel('Your 5.x code')
    .fill(
      [
        "import { FAB as PaperFAB, TextInput } from 'react-native-paper';",
        '',
        'export const Screen = () => (',
        '  <>',
        '    <TextInput mode="outlined" label="Name" />',
        '    <PaperFAB.Group open visible icon="plus" actions={[]} onStateChange={() => {}} />',
        '  </>',
        ');',
      ].join('\n'),
    );
  await check(page);
  await expect(status(page)).toHaveText('3 uses of names that changed.');
  const findings = checkBox(page).locator('.migration-check__findings li');
  await expect(findings).toHaveText([
    '5:16 TextInput mode → TextInput variant (how to move)',
    '6:6 FAB.Group → FAB.Menu (how to move)',
    '6:59 FAB.Group onStateChange → FAB.Menu onDismiss (how to move)',
  ]);
  await findings.nth(1).getByRole('link', { name: 'how to move' }).click();
  await page.waitForURL(`**${BASE}${GUIDE}#fabgroup`);
  await expect(page.locator('#fabgroup')).toBeInViewport();
});

test.describe(() => {
  test.use({ viewport: PHONE, colorScheme: 'dark' });
  test('finds in the 5.x app what npm run migration-check finds, file by file (dark, phone width)', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await openGuide(page);
    const files = ['theme.ts', 'navigation.js', 'screens/Inbox.tsx', 'screens/Profile.tsx', 'screens/SignIn.tsx'];
    await checkBox(page)
      .locator('input[type=file]')
      .setInputFiles(files.map((file) => path.join(APP, file)));
    await check(page);
    await expect(status(page)).toContainText('uses of names that changed.');

    const cli = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'migration-check.mjs'), APP, '--json'], {
      encoding: 'utf8',
    });
    expect(cli.status, cli.stderr).toBe(1);
    const expected = (
      JSON.parse(cli.stdout) as {
        file: string;
        line: number;
        column: number;
        old: string;
        replacement: string | null;
        link: string;
      }[]
    )
      .filter((finding) => files.includes(finding.file))
      .map(
        (f) =>
          `${path.basename(f.file)} ${f.line}:${f.column} ${f.old} → ${f.replacement ?? 'removed'} #${f.link.split('#')[1]}`,
      )
      .sort();
    const shown = await checkBox(page)
      .locator('.migration-check__file')
      .evaluateAll((items) =>
        items.flatMap((item) =>
          [...item.querySelectorAll('.migration-check__findings li')].map((li) => {
            const text = (li.textContent ?? '')
              .replace(/\s+/g, ' ')
              .replace(/ \(how to move\)$/, '')
              .trim();
            const hash = li.querySelector('a')?.getAttribute('href')?.split('#')[1];
            return `${item.querySelector('.migration-check__file-name')?.textContent} ${text} #${hash}`;
          }),
        ),
      );
    expect(expected.length).toBeGreaterThan(40);
    expect(shown.sort()).toEqual(expected);
  });
});

test('answers hostile input within its bounds, and shows file names as text', async ({ page }) => {
  await openGuide(page);

  // A 10 MB paste is refused at once, with the command line offered instead.
  await page.getByLabel('Your 5.x code').fill('x'.repeat(10_000_000));
  await check(page);
  await expect(status(page)).toContainText(
    'That is 10,000,000 bytes of code; the page checks up to 2,000,000 bytes at once.',
  );
  await page.getByLabel('Your 5.x code').fill('');

  // Binary bytes, deeply nested JSX and a file named like markup: each answered, none run.
  const deep = `${'<View>'.repeat(3000)}${'</View>'.repeat(3000)}`;
  await checkBox(page)
    .locator('input[type=file]')
    .setInputFiles([
      {
        name: 'logo.png.js',
        mimeType: 'application/javascript',
        buffer: fs.readFileSync(path.join(ROOT, 'static', 'images', 'favicon.ico')),
      },
      { name: 'deep.tsx', mimeType: 'text/plain', buffer: Buffer.from(deep) },
      {
        name: '<img src=x onerror="window.pwned=1">.tsx',
        mimeType: 'text/plain',
        buffer: Buffer.from("import { HelperText } from 'react-native-paper';\n"),
      },
    ]);
  await check(page);
  await expect(status(page)).toHaveText('1 use of a name that changed.');
  const names = checkBox(page).locator('.migration-check__file-name');
  await expect(names).toHaveText(['logo.png.js', 'deep.tsx', '<img src=x onerror="window.pwned=1">.tsx']);
  await expect(checkBox(page).locator('.migration-check__file').first()).toContainText(
    'This file could not be read as code',
  );
  expect(await checkBox(page).locator('img').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
});

test('checks a chosen file as it is at each check, refuses a huge one before reading it, and draws at most 500 findings', async ({
  page,
}) => {
  await openGuide(page);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migration-page-'));
  try {
    // Chosen, checked, then removed from the disk: the next check says so instead of showing the old findings.
    const screen = path.join(dir, 'Screen.tsx');
    fs.writeFileSync(screen, "import { HelperText } from 'react-native-paper';\n");
    const input = checkBox(page).locator('input[type=file]');
    await input.setInputFiles(screen);
    await check(page);
    await expect(status(page)).toHaveText('1 use of a name that changed.');
    fs.rmSync(screen);
    await check(page);
    await expect(status(page)).toHaveText('0 uses of names that changed.');
    await expect(checkBox(page).locator('.migration-check__file')).toHaveText(
      /^Screen\.tsxThis file could not be read: It changed or was removed after you chose it\./,
    );
    await expect(checkBox(page).locator('.migration-check__findings')).toHaveCount(0);

    // Three gigabytes on the disk (a sparse file) are refused by their size, in bytes, without being read.
    const huge = path.join(dir, 'bundle.js');
    fs.writeFileSync(huge, '');
    fs.truncateSync(huge, 3_000_000_000);
    await input.setInputFiles(huge);
    await check(page);
    await expect(status(page)).toHaveText(
      'That is 3,000,000,000 bytes of code; the page checks up to 2,000,000 bytes at once. Check a whole project from the command line instead.',
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }

  // 601 findings: the count says all of them, and the first 500 are drawn.
  await checkBox(page).locator('input[type=file]').setInputFiles([]);
  await page
    .getByLabel('Your 5.x code')
    .fill(`import { HelperText } from 'react-native-paper';\nconst a = <>${'<HelperText />'.repeat(600)}</>;`);
  await check(page);
  await expect(status(page)).toHaveText(
    '601 uses of names that changed. The first 500 are shown; npm run migration-check lists them all.',
  );
  await expect(checkBox(page).locator('.migration-check__findings li')).toHaveCount(500);
});

test('shows a pasted screen and chosen files on 6.x as --fix writes them, to copy or download', async ({ page }) => {
  await openGuide(page);
  const files = ['theme.ts', 'screens/Profile.tsx', 'screens/SignIn.tsx'];
  await checkBox(page)
    .locator('input[type=file]')
    .setInputFiles(files.map((file) => path.join(APP, file)));
  await check(page);
  await expect(status(page)).toContainText('uses of names that changed.');

  // What the command line writes for the same files.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migration-fix-page-'));
  try {
    fs.cpSync(APP, dir, { recursive: true });
    const cli = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'migration-check.mjs'), dir, '--fix'], {
      encoding: 'utf8',
    });
    expect(cli.status, cli.stderr).toBe(1);
    for (const file of files) {
      const result = checkBox(page).locator('.migration-check__file', { hasText: path.basename(file) });
      await result.getByText('Show my code on 6.x').click();
      const download = page.waitForEvent('download');
      await result.getByRole('button', { name: `Download ${path.basename(file)}` }).click();
      const saved = await (await download).path();
      expect(fs.readFileSync(saved, 'utf8')).toBe(fs.readFileSync(path.join(dir, file), 'utf8'));
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const signIn = checkBox(page).locator('.migration-check__file', { hasText: 'SignIn.tsx' });
  await expect(signIn.locator('.migration-check__removed')).toHaveText(['-        mode="outlined"']);
  await expect(signIn.locator('.migration-check__added')).toHaveText(['+        variant="outlined"']);

  // A paste with nothing a machine can change offers no fixed code.
  await checkBox(page).locator('input[type=file]').setInputFiles([]);
  await page.getByLabel('Your 5.x code').fill("import { HelperText } from 'react-native-paper';");
  await check(page);
  await expect(status(page)).toHaveText('1 use of a name that changed.');
  await expect(checkBox(page).getByText('Show my code on 6.x')).toHaveCount(0);
});
