import { versionRedirects } from './version-redirects';
import type { PageKind } from './entry';

/** A page that only leads on, because of the versions (gatsby/page-kinds/version-redirects.ts): never listed anywhere. */
export const redirect: PageKind = {
  name: 'redirect',
  component: 'src/templates/redirect.tsx',
  pages: ({ versions, docs }) =>
    versionRedirects(
      versions,
      docs.map((doc) => ({ docId: doc.id, version: doc.version, localId: doc.localId })),
    ).map(({ name, from, to }) => ({ owner: name, path: from, context: { to } })),
  sitemap: false,
};
