import type { Frame, Locator, Page } from '@playwright/test';

/** The frame of a running live example (the element that holds it: `#usage + *`, say), once its runtime runs. */
export async function previewFrame(example: Locator): Promise<Frame> {
  await example.locator('.live-example__screen[data-status="ready"]').waitFor();
  const frame = await (await example.locator('.live-example__frame').elementHandle())!.contentFrame();
  if (!frame) throw new Error('The live example has no frame');
  return frame;
}

/** Replaces the editor's whole text, as a reader selecting all and typing would. */
export async function typeCode(example: Locator, code: string): Promise<void> {
  const editor = example.getByRole('textbox', { name: /^Code of the .* example$/ });
  await editor.click();
  await editor.page().keyboard.press('Control+A');
  await editor.page().keyboard.insertText(code);
}

/** Whether a loaded font face of the family is in the document (`document.fonts.check` is also true when there is none). */
export const hasLoadedFont = (frame: Frame | Page, family: string) =>
  frame.evaluate(
    (name) => [...document.fonts].some((face) => face.family.replace(/"/g, '') === name && face.status === 'loaded'),
    family,
  );
