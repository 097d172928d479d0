import type { Content } from 'mdast';
import { showcasePage } from '../../src/shared/pages/showcase-page';
import type { LinkContext } from './markdown-text';
import { heading, link, list, paragraph, sentence, text } from './mdast';

type ShowcaseAppData = Queries.LlmsQuery['allShowcaseApp']['nodes'][number];

/** The showcase page as Markdown, from the same model as its HTML: one heading per app, with its links. */
export function showcaseContent(apps: readonly ShowcaseAppData[], context: LinkContext): Content[] {
  const page = showcasePage(apps);
  return [
    heading(1, 'Showcase'),
    paragraph(text(page.lead)),
    ...page.apps.flatMap((app) => [
      heading(2, app.name),
      app.note ? paragraph(text(app.note)) : list(app.links.map((store) => [link(store.url, store.label)])),
    ]),
    sentence(page.closing, context),
  ];
}
