import {
  componentSections,
  type ComponentBlock,
  type ComponentPageFacts,
} from '../../../src/shared/pages/component-page';
import { plural, type Inline, type PageLink } from '../../../src/shared/pages/inline';
import { typeLinkHref } from '../../../src/shared/type-link';
import { roleLabel } from '../../../src/shared/role-label';
import { docComment } from '../../schema/markdown';
import {
  absoluteHref,
  absoluteLinks,
  blocks,
  inlineCode,
  markdownTable,
  oneLine,
  type LinkContext,
} from './markdown-text';

/** A ComponentDoc node with the fields its page shows, as the post-build query reads it. */
export type ComponentDocData = Queries.LlmsQuery['allComponentDoc']['nodes'][number];
export type PropData = ComponentDocData['props'][number];
type Badge = PropData['badges'][number];

const fenced = (code: string, language: string) => `\`\`\`${language}\n${code.replace(/\n+$/, '')}\n\`\`\``;
const badgeText = (badges: readonly Badge[]) => badges.map((badge) => `**${badge.text}**`).join(' ');

/** The props as a table: name, type, default, required, description (badges first). */
export function propTable(props: readonly PropData[], context: LinkContext): string {
  if (props.length === 0) return 'This component takes no props of its own.';
  return markdownTable(
    ['Name', 'Type', 'Default', 'Required', 'Description'],
    props.map((prop) => [
      inlineCode(prop.name),
      inlineCode(oneLine(prop.typeTokens.map((token) => token.text).join(''))),
      prop.defaultValue === null ? '' : inlineCode(oneLine(prop.defaultValue)),
      prop.required ? 'Yes' : 'No',
      [badgeText(prop.badges), absoluteLinks(docComment(prop.description.trim()), context)]
        .filter(Boolean)
        .join('\n\n'),
    ]),
  );
}

/** A sentence of the page model, its links made absolute. */
const sentence = (text: readonly Inline[], context: LinkContext) =>
  text
    .map((part) =>
      typeof part === 'string' ? part : `[${part.text}](${absoluteHref(part.to, context)})${part.note ?? ''}`,
    )
    .join('');

const linkList = (links: readonly PageLink[], context: LinkContext) =>
  links.map((link) => `- [${link.title}](${absoluteHref(link.url, context)})`).join('\n');

function inheritedProps(doc: ComponentDocData, context: LinkContext): string {
  return doc.inheritedProps
    .map((group) => {
      const source = group.link
        ? `[${group.source}](${absoluteHref(typeLinkHref(group.link), context)})`
        : group.source;
      return `- ${plural(group.props.length, 'prop')} from ${source}: ${group.props.map((prop) => inlineCode(prop.name)).join(', ')}`;
    })
    .join('\n');
}

function typeDeclarations(doc: ComponentDocData): string {
  return blocks(
    ...doc.types.map((type) =>
      blocks(
        `### ${type.name}`,
        type.description,
        fenced(type.definition.map((token) => token.text).join(''), 'ts'),
        `Declared in ${inlineCode(`src/${type.sourcePath}`)}.`,
      ),
    ),
  );
}

function themeColorTable(table: NonNullable<ComponentDocData['themeColors']>): string {
  const rows = table.rows.map((row) => [
    ...row.labels.map((label) => label || '—'),
    ...row.values.map((value, i) => {
      if (!value) return '–';
      const swatch = row.swatches[i];
      return swatch ? `${inlineCode(value)} (MD3 light ${swatch.light}, dark ${swatch.dark})` : inlineCode(value);
    }),
  ]);
  return markdownTable([...table.labelColumns, ...table.roles.map(roleLabel)], rows);
}

/** One block of the page model as Markdown. */
function markdownBlock(block: ComponentBlock, doc: ComponentDocData, context: LinkContext): string | null {
  switch (block.kind) {
    case 'paragraph':
      return sentence(block.text, context);
    case 'links':
      return blocks(block.summary && `${block.summary}:`, linkList(block.links, context));
    case 'usage':
      return doc.usage && blocks(fenced(doc.usage, 'tsx'), doc.usageNote && `*${doc.usageNote}*`);
    case 'more-usage': {
      const { intro, code } = doc.moreUsage[block.index];
      return blocks(intro && absoluteLinks(docComment(intro), context), fenced(code, 'tsx'));
    }
    case 'configurator':
      return null;
    case 'example':
      return blocks(
        ...doc.extendedExamples[block.index].tabs.map((tab) => blocks(`**${tab.label}**`, fenced(tab.code, 'tsx'))),
      );
    case 'props':
      return propTable(doc.props, context);
    case 'inherited-props':
      return inheritedProps(doc, context);
    case 'types':
      return typeDeclarations(doc);
    case 'theme-colors':
      return doc.themeColors && themeColorTable(doc.themeColors);
  }
}

/** The facts of the page model, from the markdown query's node. */
const factsOf = (doc: ComponentDocData): ComponentPageFacts => ({
  ...doc,
  hasInheritedProps: doc.inheritedProps.length > 0,
  typeCount: doc.types.length,
  hasThemeColors: doc.themeColors !== null,
  hasConfigurator: 'starter' in (doc.configurator as object),
});

/**
 * A component page as Markdown: its title, badges and description, then the sections of the same
 * page model the HTML page is drawn from (src/shared/pages/component-page.ts), with its headings
 * and sentences.
 */
export function componentMarkdown(doc: ComponentDocData, context: LinkContext): string {
  return blocks(
    `# ${doc.title}`,
    doc.badges.length > 0 && badgeText(doc.badges),
    absoluteLinks(docComment(doc.description), context),
    ...componentSections(factsOf(doc)).map((section) =>
      blocks(`## ${section.title}`, ...section.blocks.map((block) => markdownBlock(block, doc, context))),
    ),
  );
}
