import fs from 'fs';
import path from 'path';
import { BASE, PUBLIC_DIR, builtPage } from '../helpers/built-site';
import { lastVersionOf } from '../../src/shared/doc-versions';
import { docVersions } from '../helpers/search-relevance';
import siteConfig from '../../site.config';

/** The home page as built: the screen's picture in place, nothing of the runtime. */
describe('the home page screen, as built', () => {
  const home = builtPage('/');
  const last = lastVersionOf(docVersions());
  const { screenshots } = siteConfig.docs.versions.find((record) => record.name === last.name)!;

  it("shows a picture of the screen of the version at /docs/, light and dark, at the screen's size", () => {
    const pictures = home.querySelectorAll('.home-screen__stage img.home-screen__picture');
    expect(pictures.map((img) => img.getAttribute('src'))).toEqual(
      ['light', 'dark'].map((mode) => `${BASE}/${screenshots}/home-screen-${mode}.webp`),
    );
    for (const img of pictures) {
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['360', '600']);
      expect(img.getAttribute('alt')).toMatch(/Paper components/);
      expect(fs.existsSync(path.join(PUBLIC_DIR, img.getAttribute('src')!.slice(BASE.length)))).toBe(true);
    }
  });

  it('loads no frame, runtime or screen code with the page; the controls are there without JavaScript', () => {
    expect(home.querySelector('.home-screen iframe')).toBeNull();
    // Scripts and links the page loads or prefetches (Gatsby's chunk map only names the lazy chunks).
    const loaded = [
      ...home.querySelectorAll('script[src]').map((script) => script.getAttribute('src')!),
      ...home.querySelectorAll('link[href]').map((link) => link.getAttribute('href')!),
    ];
    expect(loaded.filter((url) => /live-preview|\/home-screen(-theme-code)?-[0-9a-f]+\.js/.test(url))).toEqual([]);
    expect(home.querySelectorAll('.home-screen .preset-swatch').length).toBeGreaterThan(3);
  });
});
