import fs from 'fs';
import { archivedVersions } from '../config/archived-versions';
import { DOCS_ROOT } from '../../src/shared/routes';
import type { PostBuildStage } from './stage';

/** A link in a built page that leads nowhere on the site. */
export interface BrokenLink {
  /** The page the link is on, without the base path. */
  page: string;
  href: string;
  reason: string;
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

function linksOf(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((m) => decode(m[1]));
}

function idsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((m) => decode(m[1])));
}

/**
 * Checks every internal link of the built pages: the target page must exist
 * and, when the link has a #fragment, hold an element with that id.
 * `pages` maps each page path (`/docs/guides/theming/`, no base path) to its HTML.
 * `siteRoot` (origin and base path) makes absolute links to this site's own pages internal
 * too; links there that are not ours (the older versions' sites) are left alone.
 */
export function findBrokenLinks(
  pages: Map<string, string>,
  pathPrefix: string,
  siteRoot?: string,
  /** Folders the build copies in as they are (archived versions' sites, `/4.0/`): links into them are not checked. */
  copiedFolders: readonly string[] = [],
): BrokenLink[] {
  const ids = new Map([...pages].map(([page, html]) => [page, idsOf(html)]));
  const broken: BrokenLink[] = [];
  for (const [page, html] of pages) {
    for (const href of linksOf(html)) {
      let target: string;
      if (href.startsWith('#')) target = page + href;
      else if (siteRoot && href.startsWith(`${siteRoot}/`)) {
        target = href.slice(siteRoot.length);
        const path = target.split(/[?#]/)[0];
        if (!path.startsWith(`${DOCS_ROOT}/`) && !pages.has(path)) continue;
      } else if (
        href.startsWith(`${pathPrefix}/`) ||
        (pathPrefix === '' && href.startsWith('/') && !href.startsWith('//'))
      ) {
        target = href.slice(pathPrefix.length);
      } else if (!/^([a-z][a-z0-9+.-]*:|\/)/i.test(href)) {
        // Relative to the page (`../Portal`): resolved the way the browser will.
        const url = new URL(href, `http://site${page}`);
        target = url.pathname + url.hash;
      } else continue;
      const [pathAndQuery, fragment] = target.split('#');
      let targetPath = pathAndQuery.split('?')[0];
      if (!targetPath.endsWith('/') && !/\.[a-z0-9]+$/i.test(targetPath)) targetPath += '/';
      if (/\.(xml|txt|md|ico|svg|png|jpe?g|webp|json|js|css)$/i.test(targetPath)) continue;
      if (copiedFolders.some((folder) => targetPath.startsWith(folder))) continue;
      const targetIds = ids.get(targetPath);
      if (!targetIds) {
        broken.push({ page, href, reason: 'no such page' });
      } else if (fragment && !targetIds.has(decodeURIComponent(fragment))) {
        broken.push({ page, href, reason: `no element with id "${fragment}" on ${targetPath}` });
      }
    }
  }
  return broken;
}

/** A link's address on the site, without the base path (`/b/docs/x/` -> `/docs/x/`). */
const sitePathOf = (href: string, pathPrefix: string): string =>
  pathPrefix && href.startsWith(`${pathPrefix}/`) ? href.slice(pathPrefix.length) : href;

/** The page whose address is closest to `target` (fewest single-character edits), to suggest for a broken link. */
export function nearestPage(target: string, pages: Iterable<string>): string | undefined {
  let best: { page: string; distance: number } | undefined;
  for (const page of pages) {
    const distance = editDistance(target, page);
    if (!best || distance < best.distance) best = { page, distance };
  }
  return best?.page;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length];
}

/**
 * Where a broken link is written: the page's source file (`content/6.x/guides/02-theming.mdx`, a
 * library component's source for its doc comments) and the first line that names the link's target
 * there, as written (`/docs/guides/themng/`, `6.x/docs/guides/themng`) or by its last segments.
 */
export function sourceLineOf(link: BrokenLink, pathPrefix: string, source: { file: string; text: string }): string {
  const target = sitePathOf(link.href, pathPrefix);
  const [pathPart, fragment] = target.split('#');
  const segments = pathPart.split(/[?]/)[0].split('/').filter(Boolean);
  const candidates = [
    target,
    pathPart,
    ...segments.map((_, index) => segments.slice(index).join('/')),
    ...(fragment ? [`#${fragment}`] : []),
  ].filter((candidate) => candidate.length > 1);
  const lines = source.text.split('\n');
  for (const candidate of candidates) {
    const index = lines.findIndex((line) => line.includes(candidate));
    if (index >= 0) return `${source.file}:${index + 1}`;
  }
  return source.file;
}

/** A broken link as the build reports it: where it is written, where it leads, and the nearest page. */
export function describeBrokenLink(
  link: BrokenLink,
  where: string,
  pages: Iterable<string>,
  pathPrefix: string,
): string {
  const target = sitePathOf(link.href, pathPrefix).split(/[?#]/)[0];
  const nearest = link.reason === 'no such page' ? nearestPage(target, pages) : undefined;
  return `${where}: links to ${link.href} (${link.reason}), on the page ${link.page}.${nearest ? ` Did you mean ${nearest}?` : ''}`;
}

/**
 * Reports every broken link by the file and line it is written on; stops the build unless
 * `onBrokenLinks` is 'warn' (for local drafts).
 */
export const linkCheck: PostBuildStage = {
  name: 'link check',
  run({ pages, pathPrefix, siteRoot, config, reporter, pageSources }) {
    const copied = archivedVersions(config)
      .filter((version) => version.folder)
      .map((version) => `/${version.name}/`);
    const broken = findBrokenLinks(pages, pathPrefix, siteRoot, copied);
    const messages = broken.map((link) => {
      const file = pageSources.get(link.page);
      const where = file
        ? sourceLineOf(link, pathPrefix, { file, text: fs.readFileSync(file, 'utf8') })
        : `the page ${link.page}`;
      return describeBrokenLink(link, where, pages.keys(), pathPrefix);
    });
    if (messages.length > 0) {
      const report = [`${messages.length} broken link${messages.length === 1 ? '' : 's'}:`, ...messages].join('\n');
      if ((config.onBrokenLinks ?? 'throw') === 'throw') reporter.panicOnBuild(report);
      else reporter.warn(report);
    }
    return `${pages.size} pages, ${broken.length} broken links`;
  },
};
