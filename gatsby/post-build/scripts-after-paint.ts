import { rewriteBuiltPages } from './built-pages';
import type { PostBuildStage } from './stage';

/** Gatsby's bundles, as its `_gatsby-scripts` slice writes them at the end of <body>. */
const BUNDLE = /<script src="([^"]+)" async><\/script>/g;

const tagSources = (html: string) => [...html.matchAll(BUNDLE)].map((match) => match[1]);

/** The loader's list of bundles, as `withScriptsAfterPaint` writes it. */
const LOADER_LIST = /\(function\(\)\{var s=(\[[^\]]*\]);/;

/**
 * The page's bundles start once the page has painted, in the task after the first frame. Gatsby's
 * `async` tags let a phone spend the time to evaluate 250 kB of JavaScript before it showed a page
 * that was already there: Lighthouse's mobile LCP on the Button page came out at 2.5 to 3.1 s in
 * most runs, and at 1.5 s in every run with this loader. The bundles are not preloaded either: a
 * preload puts their download before the first paint too (2.5 s again). A page opened in a
 * background tab, which paints no frames, starts them at once.
 */
export function withScriptsAfterPaint(html: string): string {
  const sources = tagSources(html);
  if (sources.length === 0) return html;
  const loader =
    `(function(){var s=${JSON.stringify(sources)};function l(){s.forEach(function(u){` +
    `var e=document.createElement("script");e.src=u;document.body.appendChild(e)})}` +
    `document.visibilityState==="visible"?requestAnimationFrame(function(){setTimeout(l)}):l()})()`;
  // In the tags' place, inside Gatsby's `_gatsby-scripts` slice: a warm build re-stitches that slice
  // with fresh tags, loader and all, and this stage then rewrites it again.
  let written = false;
  return html.replace(BUNDLE, () => {
    if (written) return '';
    written = true;
    return `<script>${loader}</script>`;
  });
}

/** The bundles a built page starts, whether Gatsby's tags or the loader start them. */
export function pageBundles(html: string): string[] {
  const loaded = LOADER_LIST.exec(html);
  return loaded ? (JSON.parse(loaded[1]) as string[]) : tagSources(html);
}

/** Every page's bundles deferred past its first paint, on disk and in the pages later stages read. */
export const scriptsAfterPaint: PostBuildStage = {
  name: 'scripts after first paint',
  run({ publicDir, pages }) {
    return `${rewriteBuiltPages(publicDir, pages, withScriptsAfterPaint)} pages rewritten`;
  },
};
