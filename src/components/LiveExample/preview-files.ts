import { withPrefix } from 'gatsby';
import type { Glyphs } from '../../shared/live-example/protocol';
import { loadOnce } from '../../lib/load-once';
import { loadGlyphMap } from '../IconBrowser/glyph-map';

async function download(file: string): Promise<Response> {
  const response = await fetch(withPrefix(file));
  if (!response.ok) throw new Error(`${file} answered ${response.status}`);
  return response;
}

/*
 * The page fetches what the frame needs and hands it over: the frame, on an opaque origin, is not
 * served by the site's service worker and may fetch nothing itself, while these requests go
 * through the worker's caches (hashed code cache-first, fonts kept), so an example that ran once
 * runs offline too.
 */

const runtimes = new Map<string, () => Promise<string>>();

/** The frame's runtime for a docs version (react-native-web, its Paper, the example runner), as source text. */
export function loadRuntime(version: string): Promise<string> {
  if (!runtimes.has(version))
    runtimes.set(
      version,
      loadOnce(async () => (await download(__BUILD_FILES__.previewRuntimes[version])).text()),
    );
  return runtimes.get(version)!();
}

/** The small font with the icons examples commonly draw (the runtime has their names). */
export const loadCommonIconFont = loadOnce(async () => (await download(__BUILD_FILES__.commonIconFont)).arrayBuffer());

/** Every icon: the whole font and the glyph map (the icon browser's). */
export const loadAllIcons = loadOnce(async (): Promise<{ font: ArrayBuffer; glyphs: Glyphs }> => {
  const [glyphs, font] = await Promise.all([
    loadGlyphMap(),
    download(__BUILD_FILES__.iconFont).then((response) => response.arrayBuffer()),
  ]);
  return { glyphs, font };
});

/** Starts downloading what a first run needs, ahead of the Run press (a failure is retried on Run). */
export function prefetchPreviewFiles(version: string): void {
  loadRuntime(version).catch(() => undefined);
  loadCommonIconFont().catch(() => undefined);
}
