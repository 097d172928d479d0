import fs from 'fs';
import path from 'path';
import { builtHtmlFiles, builtPage, PUBLIC_DIR, readBuilt, text } from '../helpers/built-site';
import { guidePagesWith } from '../helpers/site-routes';

/** The guides that place the icon browser (an icons guide), in whichever versions they are. */
const GUIDES_WITH_BROWSER = guidePagesWith('IconBrowser');

describe('icon browser in the built site', () => {
  it('is placed by at least one guide', () => {
    expect(GUIDES_WITH_BROWSER.length).toBeGreaterThan(0);
  });

  it.each(GUIDES_WITH_BROWSER)('%s: server-renders a loading placeholder under "Browse the icons"', (route) => {
    const page = builtPage(route);
    expect(page.querySelector('h2#browse-the-icons')).not.toBeNull();
    const placeholder = page.querySelector('.icon-browser__loading')!;
    expect(placeholder.getAttribute('role')).toBe('status');
    expect(text(placeholder.querySelector('.needs-js'))).toBe('Loading icons…');
    expect(text(placeholder.querySelector('.no-js-only'))).toBe('Turn on JavaScript to see icons.');
    // The browser itself, with its search field, is rendered in the browser after hydration.
    expect(page.querySelector('.icon-browser input')).toBeNull();
    const html = readBuilt(route);
    expect(html.indexOf('id="browse-the-icons"')).toBeLessThan(
      html.indexOf('class="lazy-content icon-browser__loading"'),
    );
  });

  it('emits the glyph map and the font, as WOFF2, as separate files that no page references', () => {
    const assets = fs.readdirSync(PUBLIC_DIR);
    expect(assets.filter((f) => /^icon-glyph-map-[0-9a-f]+\.js$/.test(f))).toHaveLength(1);
    const fonts = fs
      .readdirSync(path.join(PUBLIC_DIR, 'icons'))
      .filter((f) => /^material-design-icons-[0-9a-f]{20}\.woff2$/.test(f));
    expect(fonts).toHaveLength(1);
    const font = fs.readFileSync(path.join(PUBLIC_DIR, 'icons', fonts[0]));
    expect(font.subarray(0, 4).toString('latin1')).toBe('wOF2');
    const ttf = fs.statSync(
      path.resolve('node_modules/@react-native-vector-icons/material-design-icons/fonts/MaterialDesignIcons.ttf'),
    ).size;
    expect(font.length).toBeLessThan(ttf * 0.3);
    // The TrueType original is not shipped at all.
    expect(fs.readdirSync(path.join(PUBLIC_DIR, 'static')).filter((f) => f.endsWith('.ttf'))).toEqual([]);
    for (const file of builtHtmlFiles()) {
      const html = fs.readFileSync(file, 'utf8');
      // Only the stylesheet counts: the icons guide shows an @font-face rule in a code example.
      const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
      expect({
        file,
        glyphMap: html.includes('icon-glyph-map'),
        font: html.includes(fonts[0]),
        fontFace: /@font-face[^}]*MaterialDesignIcons/.test(css),
      }).toEqual({
        file,
        glyphMap: false,
        font: false,
        fontFace: false,
      });
    }
  });
});
