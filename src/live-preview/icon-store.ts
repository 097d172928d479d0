import type { Glyphs } from '../shared/live-example/protocol';

/** The family the preview draws icons with (the icon browser's font, as WOFF2). */
export const ICON_FONT_FAMILY = 'MaterialDesignIcons';

export interface IconStore {
  subscribe(listener: () => void): () => void;
  /** The names known so far; a new object whenever more arrive. */
  glyphs(): Glyphs;
  /** A name's code point; null while the whole set is still to come (which this asks for once), or for no such icon. */
  codePoint(name: string): number | null;
  /** Whether a name the store lacks may still arrive with the whole set. */
  complete(): boolean;
  /** Draws with `font` from now on; `more` (the whole set) adds names. */
  setFont(font: ArrayBuffer, more: Glyphs | null): Promise<void>;
}

/**
 * The preview's icons: first the common ones (`common` and a small font), and on the first name
 * outside them, the whole set, which `askForAll` requests from the page once.
 */
export function createIconStore(common: Glyphs, askForAll: () => void): IconStore {
  let glyphs = common;
  let complete = false;
  let asked = false;
  let face: FontFace | null = null;
  const listeners = new Set<() => void>();

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    glyphs: () => glyphs,
    complete: () => complete,
    codePoint(name) {
      if (Object.prototype.hasOwnProperty.call(glyphs, name)) return glyphs[name];
      if (!complete && !asked) {
        asked = true;
        askForAll();
      }
      return null;
    },
    async setFont(font, more) {
      const next = new FontFace(ICON_FONT_FAMILY, font, { display: 'block' });
      await next.load();
      document.fonts.add(next);
      if (face) document.fonts.delete(face);
      face = next;
      if (more) {
        glyphs = { ...glyphs, ...more };
        complete = true;
        listeners.forEach((listener) => listener());
      }
    },
  };
}
