import { withPrefix } from 'gatsby';
// The family the glyphs are drawn with, shared with the live-example frame; `icon-browser.css` uses the same name.
import { ICON_FONT_FAMILY } from '../../live-preview/icon-store';

let pending: Promise<void> | null = null;

/**
 * Declares the icon font (WOFF2, converted by the build: `__BUILD_FILES__.iconFont`) with the
 * FontFace API and downloads it. The declaration lives here rather than in a stylesheet, because
 * Gatsby inlines every stylesheet into every page: this way no other page knows the font exists.
 * A failed download is forgotten, so calling again retries.
 */
export function loadIconFont(): Promise<void> {
  if (!pending) {
    const face = new FontFace(ICON_FONT_FAMILY, `url(${withPrefix(__BUILD_FILES__.iconFont)}) format('woff2')`, {
      display: 'block',
    });
    document.fonts.add(face);
    pending = face.load().then(
      () => undefined,
      (error: unknown) => {
        document.fonts.delete(face);
        pending = null;
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`The icon font did not load: ${reason}`);
      },
    );
  }
  return pending;
}
