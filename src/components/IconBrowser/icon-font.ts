// Gatsby's webpack config emits .ttf files as hashed assets under /static/, so this is a URL
// on the site itself. Only the icon browser's lazily loaded chunk imports this module.
import fontUrl from '@react-native-vector-icons/material-design-icons/fonts/MaterialDesignIcons.ttf';

/** The family the glyphs are drawn with; `icon-browser.css` uses the same name. */
export const ICON_FONT_FAMILY = 'MaterialDesignIcons';

let pending: Promise<void> | null = null;

/**
 * Declares the icon font with the FontFace API and downloads it. The declaration lives here
 * rather than in a stylesheet, because Gatsby inlines every stylesheet into every page: this way
 * no other page knows the font exists. A failed download is forgotten, so calling again retries.
 */
export function loadIconFont(): Promise<void> {
  if (!pending) {
    const face = new FontFace(ICON_FONT_FAMILY, `url(${fontUrl}) format('truetype')`, { display: 'block' });
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
