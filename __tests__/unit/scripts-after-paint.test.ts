import vm from 'vm';
import { pageBundles, withScriptsAfterPaint } from '../../gatsby/post-build/scripts-after-paint';

const PAGE =
  '<html><head><title>T</title></head><body><div id="___gatsby"></div><!-- slice-start id="_gatsby-scripts-1" -->' +
  '<script id="gatsby-chunk-mapping">window.x=1</script>' +
  '<script src="/base/webpack-runtime-1.js" async></script><script src="/base/app-2.js" async></script>' +
  '<!-- slice-end id="_gatsby-scripts-1" --></body></html>';

/** Runs the page's loader in a stand-in document; `visible` says whether the tab paints frames. */
function runLoader(html: string, visible: boolean) {
  const loader = /<script>(\(function\(\)[\s\S]*?)<\/script>/.exec(html)![1];
  const appended: string[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  vm.runInNewContext(loader, {
    document: {
      visibilityState: visible ? 'visible' : 'hidden',
      createElement: () => ({ src: '' }),
      body: { appendChild: (element: { src: string }) => appended.push(element.src) },
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  });
  return { appended, frames, timers };
}

describe('bundles after the first paint', () => {
  const html = withScriptsAfterPaint(PAGE);

  it("drops the bundles' script tags, and the loader names them", () => {
    expect(html).not.toMatch(/<script src=/);
    expect(html).not.toContain('preload');
    expect(pageBundles(html)).toEqual(['/base/webpack-runtime-1.js', '/base/app-2.js']);
    expect(pageBundles(PAGE)).toEqual(['/base/webpack-runtime-1.js', '/base/app-2.js']);
    // In the tags' place: after Gatsby's inline scripts, inside the slice a warm build re-stitches.
    expect(html.indexOf('gatsby-chunk-mapping')).toBeLessThan(html.indexOf('requestAnimationFrame'));
    expect(html.indexOf('requestAnimationFrame')).toBeLessThan(html.indexOf('slice-end'));
  });

  it('starts them in the task after the first frame', () => {
    const { appended, frames, timers } = runLoader(html, true);
    expect(appended).toEqual([]);
    frames.shift()!();
    expect(appended).toEqual([]);
    timers.shift()!();
    expect(appended).toEqual(['/base/webpack-runtime-1.js', '/base/app-2.js']);
  });

  it('starts them at once in a background tab, which paints no frames', () => {
    expect(runLoader(html, false).appended).toEqual(['/base/webpack-runtime-1.js', '/base/app-2.js']);
  });

  it('leaves a page it has rewritten, or one without bundles, as it is', () => {
    expect(withScriptsAfterPaint(html)).toBe(html);
    expect(withScriptsAfterPaint('<html><head></head><body></body></html>')).toBe(
      '<html><head></head><body></body></html>',
    );
  });
});
