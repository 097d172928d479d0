import { lastVersionOf, type DocVersion } from '../../src/shared/doc-versions';
import { SHOWCASE_DOC_ID } from '../../src/shared/routes';
import { showcaseContent } from '../page-markdown/showcase-markdown';
import { docOf, metaOf } from './doc-fields';
import type { PageKind } from './entry';

const TITLE = 'Showcase';

/** The showcase is a page of the version at /docs/. */
const showcaseDoc = (versions: readonly DocVersion[]) => docOf(lastVersionOf(versions), SHOWCASE_DOC_ID);

/** The showcase: the apps of content/data/showcase.json, one page, listed on its own rather than in a sidebar. */
export const showcase: PageKind = {
  name: 'showcase',
  component: 'src/templates/showcase.tsx',
  pages: ({ versions }) => [{ owner: 'showcase', path: showcaseDoc(versions).path, doc: showcaseDoc(versions) }],
  docs: { group: 1, list: ({ versions }) => [{ ...metaOf(showcaseDoc(versions), TITLE), order: 0 }] },
  listing: { section: TITLE },
  markdown: (data, versions) => {
    const apps = data.allShowcaseApp.nodes;
    return [
      {
        doc: showcaseDoc(versions),
        title: TITLE,
        summary: `${apps.length} apps built with React Native Paper, with their store and source links.`,
        content: (context) => showcaseContent(apps, context),
      },
    ];
  },
  search: { area: TITLE },
  sitemap: true,
};
