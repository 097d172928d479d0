// The browser tests: real Chromium (Debian's) against the built site, on Playwright's own runner. The
// site in public/ is served once (global-setup.ts) for every worker; each worker has its own browser,
// one per core. A failing test keeps its trace and a screenshot in test-results/browser/.
import os from 'node:os';
import { defineConfig } from '@playwright/test';
import { DESKTOP } from './__tests__/e2e/viewports';
import { chromiumLaunchOptions } from './scripts/chromium';

export default defineConfig({
  testDir: '__tests__/e2e',
  // `develop` runs `gatsby develop` on a copy of the project: CI gives it a job of its own.
  projects: [
    {
      name: 'site',
      testMatch: '**/*.test.ts',
      testIgnore: 'develop.test.ts',
      // The served site's home; tests open its pages by addresses relative to it (`./docs/showcase/`).
      // global-setup.ts sets SITE_URL before the workers start, and each worker loads this file
      // again, so theirs has it (the runner's first load, which only lists the tests, does not).
      use: { baseURL: process.env.SITE_URL },
    },
    { name: 'develop', testMatch: 'develop.test.ts' },
  ],
  fullyParallel: true,
  workers: Number(process.env.BROWSER_WORKERS) || os.availableParallelism(),
  retries: 0,
  forbidOnly: true,
  // Page loads on a busy 2-core machine; nothing here asserts on speed.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  globalSetup: './__tests__/e2e/global-setup.ts',
  outputDir: 'test-results/browser',
  // `npm test` runs the two projects as two phases, each with its report.
  reporter: [['list'], ['json', { outputFile: process.env.BROWSER_REPORT ?? 'test-results/browser.json' }]],
  use: {
    launchOptions: chromiumLaunchOptions(),
    viewport: DESKTOP,
    // The trace keeps each action, the console and the network; DOM snapshots and a screencast of
    // every test would cost the suite much of its time, and the screenshot shows the failure.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
    // The offline worker is tested where it is the subject (offline.test.ts, search with the worker in
    // control, the live-example frame's two paths, the security policy watch, each allowing it);
    // elsewhere it would only copy every fetch into its caches, about a sixth of a page's cost here.
    serviceWorkers: 'block',
  },
});
