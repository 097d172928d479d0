import { guidePath } from '../../../src/shared/routes';
import { typeLinkHref } from '../../../src/shared/type-link';
import { roleLabel } from '../../../src/shared/role-label';
import { docComment } from '../../schema/markdown';
import { absoluteHref, absoluteLinks, blocks, inlineCode, markdownTable, oneLine, type LinkContext } from './markdown-text';

/** A ComponentDoc node with the fields its page shows, as the post-build query reads it. */
export type ComponentDocData = Queries.LlmsQuery['allComponentDoc']['nodes'][number];
export type PropData = ComponentDocData['props'][number];
type Badge = PropData['badges'][number];
type LinkListData = NonNullable<ComponentDocData['moreExamples']>;

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
      [badgeText(prop.badges), absoluteLinks(docComment(prop.description.trim()), context)].filter(Boolean).join('\n\n'),
    ]),
  );
}

const linkList = (list: LinkListData, context: LinkContext) =>
  list.links.map((link) => `- [${link.title}](${absoluteHref(link.url, context)})`).join('\n');

function extendsSentence(doc: ComponentDocData, context: LinkContext): string | null {
  const target = doc.extendsLink;
  if (!target) return null;
  return `${doc.title} also accepts the props of [${target.label}](${absoluteHref(target.to, context)})${target.external ? ' (React Native documentation)' : ''}.`;
}

function inheritedSection(doc: ComponentDocData, context: LinkContext): string | null {
  if (doc.inheritedProps.length === 0) return null;
  const groups = doc.inheritedProps.map((group) => {
    const source = group.link ? `[${group.source}](${absoluteHref(typeLinkHref(group.link), context)})` : group.source;
    const count = `${group.props.length} prop${group.props.length === 1 ? '' : 's'}`;
    return `- ${count} from ${source}: ${group.props.map((prop) => inlineCode(prop.name)).join(', ')}`;
  });
  return blocks('## Inherited props', `${doc.title} also accepts the props of what it is built on:`, groups.join('\n'));
}

function typesSection(doc: ComponentDocData): string | null {
  if (doc.types.length === 0) return null;
  return blocks(
    '## Types',
    'The library types named above, as the library declares them.',
    ...doc.types.map((type) =>
      blocks(`### ${type.name}`, type.description, fenced(type.definition.map((token) => token.text).join(''), 'ts'), `Declared in ${inlineCode(`src/${type.sourcePath}`)}.`),
    ),
  );
}

function themeColorsSection(doc: ComponentDocData, context: LinkContext): string | null {
  const table = doc.themeColors;
  if (!table) return null;
  const rows = table.rows.map((row) => [
    ...row.labels.map((label) => label || '—'),
    ...row.values.map((value, i) => {
      if (!value) return '–';
      const swatch = row.swatches[i];
      return swatch ? `${inlineCode(value)} (MD3 light ${swatch.light}, dark ${swatch.dark})` : inlineCode(value);
    }),
  ]);
  return blocks(
    '## Theme colors',
    `The colours ${doc.title} takes from the theme. Override them by passing your own values, or change the theme as described in [Theming](${absoluteHref(guidePath('theming'), context)}).`,
    markdownTable([...table.labelColumns, ...table.roles.map(roleLabel)], rows),
  );
}

/**
 * A component page as markdown, section by section in the page's order and with the page's
 * headings: description, usage, extended examples, props (a table), inherited props, types,
 * more examples, theme colours and known issues.
 */
export function componentMarkdown(doc: ComponentDocData, context: LinkContext): string {
  const more = doc.moreExamples;
  return blocks(
    `# ${doc.title}`,
    doc.badges.length > 0 && badgeText(doc.badges),
    absoluteLinks(docComment(doc.description), context),
    doc.usage && blocks('## Usage', fenced(doc.usage, 'tsx')),
    ...doc.extendedExamples.map((example) =>
      blocks(`## ${example.title}`, example.description, ...example.tabs.map((tab) => blocks(`**${tab.label}**`, fenced(tab.code, 'tsx')))),
    ),
    blocks('## Props', extendsSentence(doc, context), propTable(doc.props, context)),
    inheritedSection(doc, context),
    typesSection(doc),
    more && blocks('## More examples', `${more.links.length} runnable example${more.links.length === 1 ? '' : 's'} on Expo Snack:`, linkList(more, context)),
    themeColorsSection(doc, context),
    doc.knownIssues && blocks('## Known issues', linkList(doc.knownIssues, context)),
  );
}
