import { archivedVersions } from '../config/archived-versions';
import { DOCS_ROOT } from '../../src/shared/routes';
import type { PostBuildStage } from './stage';

/** A link in a built page that leads nowhere on the site. */
interface BrokenLink {
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

/** Reports every broken link with the page it is on; stops the build on one when `onBrokenLinks` says so. */
export const linkCheck: PostBuildStage = {
  name: 'link check',
  run({ pages, pathPrefix, siteRoot, config, reporter }) {
    const copied = archivedVersions(config)
      .filter((version) => version.folder)
      .map((version) => `/${version.name}/`);
    const broken = findBrokenLinks(pages, pathPrefix, siteRoot, copied);
    for (const link of broken) {
      const message = `Broken link on ${link.page}: ${link.href} (${link.reason})`;
      if (config.onBrokenLinks === 'throw') reporter.panicOnBuild(message);
      else reporter.warn(message);
    }
    return `${pages.size} pages, ${broken.length} broken links`;
  },
};
