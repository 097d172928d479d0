/**
 * What example code can send the page, and what it can make spin, with the preview frame in the
 * page's own process (as browsers short of memory run it), where a frame that never stops freezes
 * the page too, in both docs versions. The page counts what it reads of the frame's channel
 * (a watch on `MessageEvent.data` in the page's window, installed before the site's code runs):
 * whatever the example does, the page reads only short text, within its budget per second.
 */
import type { Page } from '@playwright/test';
import { SHARED_PROCESS, visit } from './browser';
import { expect, test } from './fixtures';
import { previewFrame, typeCode } from './live-example-helpers';
import { FRAME_READS_PER_SECOND } from '../../src/shared/live-example/message-budget';
import { MAX_FRAME_MESSAGE_LENGTH } from '../../src/shared/live-example/protocol';

/** What the page's own code read of messages on a `MessagePort` (the frame's channel). */
interface PortReads {
  count: number;
  /** The longest text read. */
  longest: number;
  /** Reads of anything but text. */
  notText: number;
  first: number;
  last: number;
}

const VERSIONS = [
  ['5.x', './docs/components/Button/'],
  ['6.x', './6.x/docs/components/Button/'],
];

// Every test here runs the preview frame in the page's own process. No service worker (the
// config's default), so the page's only channel is the frame's.
test.use({ ...SHARED_PROCESS, viewport: { width: 1280, height: 900 } });

/** The Button page in `page` with its usage example running, its port reads watched. */
async function runButtonExample(page: Page, path: string): Promise<void> {
  await page.addInitScript(() => {
    if (window !== window.top) return;
    const reads = { count: 0, longest: 0, notText: 0, first: 0, last: 0 };
    (window as unknown as { __portReads: typeof reads }).__portReads = reads;
    const data = Object.getOwnPropertyDescriptor(MessageEvent.prototype, 'data')!;
    Object.defineProperty(MessageEvent.prototype, 'data', {
      ...data,
      get(this: MessageEvent) {
        const value = data.get!.call(this);
        if (this.target instanceof MessagePort) {
          reads.count += 1;
          reads.last = performance.now();
          if (reads.count === 1) reads.first = reads.last;
          if (typeof value === 'string') reads.longest = Math.max(reads.longest, value.length);
          else reads.notText += 1;
        }
        return value;
      },
    });
  });
  await visit(page, path);
  const example = page.locator('#usage + *');
  await example.getByRole('button', { name: 'Run live' }).click();
  await example.locator('.live-example__screen[data-outcome="rendered"]').waitFor();
  await example.getByRole('textbox', { name: /^Code of the .* example$/ }).waitFor();
}

const portReads = (page: Page) => page.evaluate(() => (window as unknown as { __portReads: PortReads }).__portReads);

/** The page still answers its reader: the search dialog opens and closes. */
async function pageAnswers(page: Page): Promise<void> {
  await page.locator('.navbar .DocSearch-Button').click();
  await page.locator('.DocSearch-Modal').waitFor({ timeout: 5000 });
  await page.keyboard.press('Escape');
  await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
}

const RECOVERED = `import * as React from 'react';
import { Text } from 'react-native-paper';
export default function Recovered() {
  return <Text>Running again</Text>;
}`;

/** The reader's next edit runs: the editor takes it and the preview shows it. */
async function nextEditRuns(page: Page): Promise<void> {
  const example = page.locator('#usage + *');
  await typeCode(example, RECOVERED);
  await (await previewFrame(example)).getByText('Running again').waitFor();
  await page.locator('.live-example__error').waitFor({ state: 'detached' });
}

for (const [version, path] of VERSIONS) {
  test.describe(`${version}: what example code sends the page is bounded`, () => {
    test('action() with a 64 MB name, six times: the frame refuses the name, the page reads only short text and keeps answering', async ({
      page,
    }) => {
      await runButtonExample(page, path);
      const example = page.locator('#usage + *');
      await typeCode(
        example,
        `import * as React from 'react';
import { Text } from 'react-native-paper';
import { action } from 'rnp-live:actions';
export default function Flood() {
  React.useEffect(() => {
    const huge = 'on' + 'X'.repeat(64 * 1024 * 1024);
    for (let i = 0; i < 6; i++) action(huge)(i);
  }, []);
  return <Text>Flooding</Text>;
}`,
      );
      await example
        .locator('.live-example__error', { hasText: 'action() takes the name of a callback prop' })
        .waitFor();
      await pageAnswers(page);
      await nextEditRuns(page);
      const reads = await portReads(page);
      expect(reads.notText).toBe(0);
      expect(reads.longest).toBeLessThanOrEqual(MAX_FRAME_MESSAGE_LENGTH);
    });

    test('action() called thousands of times a second: the frame sends a budget, the page reads within its own, says how many were left out and takes the next edit', async ({
      page,
    }) => {
      await runButtonExample(page, path);
      const example = page.locator('#usage + *');
      await typeCode(
        example,
        `import * as React from 'react';
import { Text } from 'react-native-paper';
import { action } from 'rnp-live:actions';
export default function Flood() {
  React.useEffect(() => {
    const timer = setInterval(() => {
      for (let i = 0; i < 2000; i++) action('onPress')({ i, text: 'x'.repeat(1000) });
    }, 0);
    return () => clearInterval(timer);
  }, []);
  return <Text>Flooding</Text>;
}`,
      );
      await example.locator('.live-example__note', { hasText: 'were left out' }).waitFor();
      await pageAnswers(page);
      // Typed while the example still floods: the editor takes it and the preview runs it.
      await nextEditRuns(page);
      const reads = await portReads(page);
      const seconds = Math.ceil((reads.last - reads.first) / 1000) + 1;
      expect(reads.count).toBeLessThanOrEqual(FRAME_READS_PER_SECOND * seconds);
      expect(reads.notText).toBe(0);
      expect(reads.longest).toBeLessThanOrEqual(MAX_FRAME_MESSAGE_LENGTH);
    });

    test("code that takes over the frame's channel and posts 64 MB objects: the page reads one, takes the preview down, and runs again", async ({
      page,
    }) => {
      await runButtonExample(page, path);
      const example = page.locator('#usage + *');
      await typeCode(
        example,
        `import * as React from 'react';
import { Text } from 'react-native-paper';
export default function Takeover() {
  React.useEffect(() => {
    const read = Object.getOwnPropertyDescriptor(MessageEvent.prototype, 'data');
    let taken = false;
    Object.defineProperty(MessageEvent.prototype, 'data', {
      configurable: true,
      get() {
        const port = this.target;
        if (!taken && port instanceof MessagePort) {
          taken = true;
          const huge = 'x'.repeat(64 * 1024 * 1024);
          for (let i = 0; i < 6; i++)
            MessagePort.prototype.postMessage.call(port, { type: 'rnp-live:action', name: huge, args: '' });
        }
        return read.get.call(this);
      },
    });
  }, []);
  return <Text>Taking over</Text>;
}`,
      );
      await example.locator('.live-example__screen[data-status="stuck"]').waitFor();
      await pageAnswers(page);
      const reads = await portReads(page);
      expect(reads.notText).toBe(1);
      expect(reads.longest).toBeLessThanOrEqual(MAX_FRAME_MESSAGE_LENGTH);
      // Reset runs the example's own code at once (an edit waits a moment), so the new frame runs it.
      await example.getByRole('button', { name: 'Reset' }).click();
      await example.getByRole('button', { name: 'Run again' }).click();
      await (await previewFrame(example)).getByText('Press me').first().waitFor();
    });
  });
}

for (const [version, path] of VERSIONS) {
  test.describe(`${version}: code made from text runs under the loop guard`, () => {
    for (const [name, statement] of [
      ['eval', "eval('for(;;);')"],
      ['Function', "Function('for(;;);')()"],
      ['the constructor chain', "(() => {}).constructor('for(;;){}')()"],
      // From an effect: a timer set while rendering may fire before the preview says it rendered.
      ['setTimeout with a string', "React.useEffect(() => void setTimeout('for(;;);', 0), [])"],
    ]) {
      test(`${name}: the loop guard stops it and names its line, the page answers, and the next edit runs`, async ({
        page,
      }) => {
        await runButtonExample(page, path);
        const example = page.locator('#usage + *');
        await typeCode(
          example,
          `import * as React from 'react';
import { Text } from 'react-native-paper';
export default function Spin() {
  ${statement};
  return <Text>Spinning</Text>;
}`,
        );
        // The page runs one example: its error, wherever the page shows it.
        const error = page.locator('.live-example__error', { hasText: 'without a pause and was stopped' });
        await error.waitFor();
        expect(await error.locator('strong').textContent()).toBe('Line 4: ');
        await pageAnswers(page);
        await nextEditRuns(page);
      });
    }
  });
}
