import type { Content } from 'mdast';
import { apiChangesPage, type ApiChangesData } from '../../src/shared/pages/api-changes-page';
import { changeTable } from './component-markdown';
import type { LinkContext } from './markdown-text';
import { heading, paragraph, sentence, text } from './mdast';

/** The API changes page as Markdown, from the same model as its HTML: every change, unfiltered. */
export function apiChangesContent(data: ApiChangesData, context: LinkContext): Content[] {
  const page = apiChangesPage(data);
  const values = { from: page.from, version: page.version };
  return [
    heading(1, page.title),
    sentence(page.lead, context),
    ...page.sections.flatMap((section) => [
      heading(2, section.title),
      paragraph(text(section.intro)),
      ...section.groups.flatMap((group) => [
        ...(section.grouped ? [heading(3, group.title), sentence(group.status, context)] : []),
        ...(group.rows.length > 0
          ? [changeTable(group.rows, section.nameHeader, section.showValues ? values : null, context)]
          : []),
      ]),
    ]),
    heading(2, 'Unchanged components'),
    sentence(page.unchanged, context),
  ];
}
