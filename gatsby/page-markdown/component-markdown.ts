import type { Content, PhrasingContent } from 'mdast';
import { alsoCalled, componentSections, type ComponentBlock } from '../../src/shared/pages/component-page';
import { plural, type PageLink } from '../../src/shared/pages/inline';
import { typeLinkHref } from '../../src/shared/type-link';
import { roleLabel } from '../../src/shared/role-label';
import { codeSpans } from '../../src/shared/code-spans';
import { propChangeRows, type PropChangeRow } from '../../src/shared/pages/prop-changes';
import { absoluteHref, oneLine, type LinkContext } from './markdown-text';
import {
  cellContent,
  codeBlock,
  docBlocks,
  emphasis,
  heading,
  html,
  inlineCode,
  inlines,
  link,
  list,
  paragraph,
  sentence,
  strong,
  table,
  text,
} from './mdast';

/** A ComponentDoc node with the fields its page shows, as the post-build query reads it. */
export type ComponentDocData = Queries.LlmsQuery['allComponentDoc']['nodes'][number];
export type PropData = ComponentDocData['props'][number];
type Badge = PropData['badges'][number];

/** Badges in bold, one after another. */
const badges = (list: readonly Badge[]): PhrasingContent[] =>
  list.flatMap((badge, i) => [
    ...(i > 0 ? [text(' ')] : []),
    strong(...codeSpans(badge.text).map((part) => (part.code ? inlineCode(part.text) : text(part.text)))),
  ]);

/** The props as a table: name, type, default, required, description (badges first). */
export function propTable(props: readonly PropData[], context: LinkContext): Content {
  if (props.length === 0) return paragraph(text('This component takes no props of its own.'));
  return table(
    ['Name', 'Type', 'Default', 'Required', 'Description'],
    props.map((prop) => [
      [inlineCode(prop.name)],
      [inlineCode(oneLine(prop.typeTokens.map((token) => token.text).join('')))],
      prop.defaultValue === null ? [] : [inlineCode(oneLine(prop.defaultValue))],
      [text(prop.required ? 'Yes' : 'No')],
      [
        ...badges(prop.badges),
        ...(prop.badges.length > 0 && prop.description.trim() ? [html('<br><br>')] : []),
        ...cellContent(prop.description, context),
      ],
    ]),
  );
}

const linkList = (links: readonly PageLink[], context: LinkContext) =>
  list(links.map((item) => [link(absoluteHref(item.url, context), item.title)]));

const inheritedProps = (doc: ComponentDocData, context: LinkContext) =>
  list(
    doc.inheritedProps.map((group) => [
      text(`${plural(group.props.length, 'prop')} from `),
      group.link ? link(absoluteHref(typeLinkHref(group.link), context), group.source) : text(group.source),
      text(': '),
      ...group.props.flatMap((prop, i) => [...(i > 0 ? [text(', ')] : []), inlineCode(prop.name)]),
    ]),
  );

const typeDeclarations = (doc: ComponentDocData): Content[] =>
  doc.types.flatMap((type) => [
    heading(3, type.name),
    ...(type.description ? [paragraph(text(type.description))] : []),
    codeBlock(type.definition.map((token) => token.text).join(''), 'ts'),
    paragraph(text('Declared in '), inlineCode(`src/${type.sourcePath}`), text('.')),
  ]);

function themeColorTable(colors: NonNullable<ComponentDocData['themeColors']>): Content {
  const rows = colors.rows.map((row) => [
    ...row.labels.map((label) => [text(label || '—')]),
    ...row.values.map((value, i): PhrasingContent[] => {
      if (!value) return [text('–')];
      const swatch = row.swatches[i];
      return swatch
        ? [inlineCode(value), text(` (MD3 light ${swatch.light}, dark ${swatch.dark})`)]
        : [inlineCode(value)];
    }),
  ]);
  return table([...colors.labelColumns, ...colors.roles.map(roleLabel)], rows);
}

/** Changed props (or exports, or roles) as a table; `values` adds each version's type, default or flag. */
export function changeTable(
  rows: readonly PropChangeRow[],
  nameHeader: string,
  values: { from: string; version: string } | null,
  context: LinkContext,
): Content {
  const value = (code: string | null) => (code === null ? [text('–')] : [inlineCode(oneLine(code))]);
  return table(
    [nameHeader, 'Change', ...(values ? [`In ${values.from}`, `In ${values.version}`] : [])],
    rows.map((row) => [
      [inlineCode(row.prop)],
      inlines(row.change, context),
      ...(values ? [value(row.before), value(row.after)] : []),
    ]),
  );
}

/** One block of the page model as Markdown blocks. */
function markdownBlock(block: ComponentBlock, doc: ComponentDocData, context: LinkContext): Content[] {
  switch (block.kind) {
    case 'paragraph':
      return [sentence(block.text, context)];
    case 'links':
      return [...(block.summary ? [paragraph(text(`${block.summary}:`))] : []), linkList(block.links, context)];
    case 'usage':
      return doc.usage
        ? [codeBlock(doc.usage, 'tsx'), ...(doc.usageNote ? [paragraph(emphasis(doc.usageNote))] : [])]
        : [];
    case 'more-usage': {
      const { intro, code } = doc.moreUsage[block.index];
      return [...(intro ? docBlocks(intro, context) : []), codeBlock(code, 'tsx')];
    }
    case 'configurator':
      return [];
    case 'example':
      return doc.extendedExamples[block.index].tabs.flatMap((tab) => [
        paragraph(strong(text(tab.label))),
        codeBlock(tab.code, 'tsx'),
      ]);
    case 'question': {
      const { example } = doc.commonQuestions[block.index];
      return [
        heading(3, block.question),
        ...block.answer.map((parts) => sentence(parts, context)),
        ...(example ? [codeBlock(example.code, 'tsx')] : []),
      ];
    }
    case 'props':
      return [propTable(doc.props, context)];
    case 'inherited-props':
      return [inheritedProps(doc, context)];
    case 'types':
      return typeDeclarations(doc);
    case 'theme-colors':
      return doc.themeColors ? [themeColorTable(doc.themeColors)] : [];
    case 'prop-changes':
      return doc.changesFromPrevious
        ? [
            changeTable(
              propChangeRows(doc.changesFromPrevious),
              'Prop',
              { from: doc.changesFromPrevious.from, version: doc.version },
              context,
            ),
          ]
        : [];
  }
}

/**
 * A component page as Markdown: its title, badges and description, then the sections of the same
 * page model the HTML page is drawn from (src/shared/pages/component-page.ts), with its headings
 * and sentences.
 */
export function componentContent(doc: ComponentDocData, context: LinkContext): Content[] {
  return [
    heading(1, doc.title),
    ...(doc.badges.length > 0 ? [paragraph(...badges(doc.badges))] : []),
    ...docBlocks(doc.description, context),
    ...(doc.otherNames.length > 0 ? [paragraph(text(alsoCalled(doc.otherNames)!))] : []),
    ...componentSections(doc, context.version).flatMap((section) => [
      heading(2, section.title),
      ...section.blocks.flatMap((block) => markdownBlock(block, doc, context)),
    ]),
  ];
}
