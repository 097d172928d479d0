import fs from 'fs';
import showcase from '../../content/data/showcase.json';
import { BASE, builtFile, builtPage, text } from '../helpers/built-site';

const page = builtPage('/docs/showcase/');
const cards = page.querySelectorAll('.showcase-card');
/** The file under public/ that a site URL (with the base path) names. */
const fileOf = (url: string) => builtFile(url.slice(BASE.length));

describe('the showcase', () => {
  it('has a card per app, in the data file’s order, on the app’s colour', () => {
    expect(cards.map((card) => text(card.querySelector('h2')))).toEqual(showcase.map((app) => app.name));
    cards.forEach((card, i) => {
      expect(card.querySelector('.showcase-card__banner')!.getAttribute('style')).toContain(
        `background-color:${showcase[i].color}`,
      );
    });
  });

  it('shows each app’s screenshot resized at build time, as AVIF and WebP, at a fixed size', () => {
    cards.forEach((card, i) => {
      const app = showcase[i];
      const img = card.querySelector('picture img');
      expect(img?.getAttribute('alt')).toBe(`Screenshot of ${app.name}`);
      // Explicit size: nothing moves when the picture arrives.
      expect([img!.getAttribute('width'), img!.getAttribute('height')]).toEqual(['120', '212']);
      const urls = [...card.querySelectorAll('picture source'), img!]
        .flatMap((element) => element.getAttribute('srcset')!.split(','))
        .map((candidate) => candidate.trim().split(' ')[0]);
      // AVIF and WebP, whatever the original was (one is a WebP already, two are JPEG).
      expect(urls.some((url) => url.endsWith('.avif')) && urls.some((url) => url.endsWith('.webp'))).toBe(true);
      const original = fs.statSync(`content/showcase/${app.screenshot}`).size;
      for (const url of urls) {
        const size = fs.statSync(fileOf(url)).size;
        expect(size).toBeLessThan(original / 4);
        // What browsers take: AVIF or WebP, a few tens of kilobytes even at twice the pixels.
        if (!/\.(png|jpg)$/.test(url)) expect(size).toBeLessThan(40 * 1024);
      }
    });
  });

  it('loads the first row’s pictures at once and the rest when the reader scrolls near them', () => {
    const loading = cards.map((card) => card.querySelector('picture img')!.getAttribute('loading'));
    expect(loading.slice(0, 4)).toEqual(['eager', 'eager', 'eager', 'eager']);
    expect(new Set(loading.slice(4))).toEqual(new Set(['lazy']));
  });

  it('gives every app its links, or says why it has none', () => {
    cards.forEach((card, i) => {
      const app = showcase[i] as Record<string, string | undefined>;
      const links = card.querySelectorAll('.showcase-card__links a').map((a) => a.getAttribute('href'));
      expect(links).toEqual(['android', 'ios', 'github'].flatMap((key) => (app[key] ? [app[key]] : [])));
      if (links.length === 0) expect(text(card.querySelector('.showcase-card__note'))).toBe('No public store listing');
    });
  });
});
