import { showcasePage } from '../../../src/shared/pages/showcase-page';
import { blocks } from './markdown-text';

type ShowcaseAppData = Queries.LlmsQuery['allShowcaseApp']['nodes'][number];

/** The showcase page as Markdown, from the same model as its HTML: one heading per app, with its links. */
export function showcaseMarkdown(apps: readonly ShowcaseAppData[]): string {
  const page = showcasePage(apps);
  return blocks(
    '# Showcase',
    page.lead,
    ...page.apps.map((app) =>
      blocks(`## ${app.name}`, app.note ?? app.links.map((link) => `- [${link.label}](${link.url})`).join('\n')),
    ),
    page.closing.map((part) => (typeof part === 'string' ? part : `[${part.text}](${part.to})`)).join(''),
  );
}
