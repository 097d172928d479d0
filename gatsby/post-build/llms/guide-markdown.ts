import { installCommand, PACKAGE_MANAGERS } from '../../../src/shared/install-command';
import {
  ADMONITION_TYPES,
  GUIDE_COMPONENTS,
  type AdmonitionType,
  type GuideComponent,
} from '../../../src/shared/guide-components';
import { parseCodeMeta } from '../../mdx/code-meta';
import { absoluteHref, blocks, type LinkContext } from './markdown-text';
import type { Blockquote, Content, HTML, Parent, Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import { gfmToMarkdown, mdxParser, toMarkdown } from '../../mdx/unified-stack';

/** An Mdx node as the post-build query reads it (`body`: the MDX source without its front matter). */
type GuideData = Queries.LlmsQuery['allMdx']['nodes'][number];

type Attributes = Record<string, string | true>;

/** A JSX element's attributes: `type="tip" dev` -> { type: 'tip', dev: true }; `{…}` expressions count as set. */
function attributesOf(element: MdxJsxFlowElement | MdxJsxTextElement): Attributes {
  const attributes: Attributes = {};
  for (const attribute of element.attributes) {
    if (attribute.type === 'mdxJsxAttribute') {
      attributes[attribute.name] = typeof attribute.value === 'string' ? attribute.value : true;
    }
  }
  return attributes;
}

const ALERTS: Record<AdmonitionType, string> = { note: 'NOTE', tip: 'TIP', caution: 'CAUTION', warning: 'WARNING' };
const isAdmonitionType = (type: unknown): type is AdmonitionType =>
  (ADMONITION_TYPES as readonly unknown[]).includes(type);
const isGuideComponent = (name: string): name is GuideComponent =>
  (GUIDE_COMPONENTS as readonly string[]).includes(name);

/** A note for an interactive part of the HTML page, which markdown cannot hold. */
const interactiveNote = (what: string, context: LinkContext) =>
  `> [!NOTE]\n> [The HTML version of this page](${context.pageUrl}) has ${what}`;

/**
 * How each MDX component the guides use (`src/components/mdx/components.tsx`) reads in markdown.
 * Self-closing ones return their replacement; Admonition, the only one with children, opens a
 * GitHub alert blockquote around them.
 */
export const MDX_COMPONENTS: Record<GuideComponent, (attributes: Attributes, context: LinkContext) => string> = {
  Admonition: (attributes) => {
    const kind = isAdmonitionType(attributes.type) ? attributes.type : 'note';
    return [`[!${ALERTS[kind]}]`, typeof attributes.title === 'string' ? `**${attributes.title}**` : '']
      .filter(Boolean)
      .join('\n');
  },
  PackageInstall: (attributes) => {
    const packages = typeof attributes.packages === 'string' ? attributes.packages : '';
    const commands = PACKAGE_MANAGERS.map((manager) => installCommand(manager, packages, attributes.dev === true));
    return `\`\`\`bash\n${commands.join('\n# or\n')}\n\`\`\``;
  },
  ThemeBuilder: (_, context) =>
    interactiveNote(
      'an interactive theme builder here: it turns a source colour into light and dark MD3 schemes and writes their theme code.',
      context,
    ),
  IconBrowser: (_, context) =>
    interactiveNote(
      'a searchable browser of every icon name here. The names are also listed at https://pictogrammers.com/library/mdi/.',
      context,
    ),
};

type MdastNode = Root | Content;
const isParent = (node: MdastNode): node is Extract<MdastNode, { children: unknown[] }> => 'children' in node;

/** The guide's tree made plain Markdown, in place (see `mdxToMarkdown`). */
function toPlainMarkdown(node: MdastNode, context: LinkContext): MdastNode[] {
  switch (node.type) {
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return [];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      const name = node.name ?? '';
      if (!isGuideComponent(name))
        throw new Error(`The guides use <${name}>, which has no markdown form: add one to MDX_COMPONENTS.`);
      const replacement: HTML = { type: 'html', value: MDX_COMPONENTS[name](attributesOf(node), context) };
      if (node.children.length === 0) return [replacement];
      const children = node.children.flatMap((child: Content) => toPlainMarkdown(child, context));
      return [{ type: 'blockquote', children: [replacement, ...children] as Blockquote['children'] }];
    }
    case 'link':
    case 'image':
    case 'definition':
      node.url = absoluteHref(node.url, context);
      break;
    case 'code': {
      const { title } = parseCodeMeta(node.meta ?? undefined);
      node.meta = title ? `title="${title}"` : null;
      break;
    }
  }
  if (isParent(node)) {
    (node as Parent).children = node.children.flatMap((child: Content) =>
      toPlainMarkdown(child, context),
    ) as Parent['children'];
  }
  return [node];
}

/**
 * Turns a guide's MDX into plain markdown: import and export statements and JSX comments go,
 * the site's MDX components become their markdown equivalents (`MDX_COMPONENTS`; Admonition's
 * children go into a GitHub alert blockquote), links become absolute URLs, and code blocks stay
 * fenced with their language and title.
 */
export function mdxToMarkdown(body: string, context: LinkContext): string {
  const [tree] = toPlainMarkdown(mdxParser.parse(body), context) as [Root];
  return toMarkdown(tree, {
    extensions: [gfmToMarkdown({ tablePipeAlign: false })],
    bullet: '-',
    rule: '-',
    listItemIndent: 'one',
    fences: true,
  }).trim();
}

/** A guide page as markdown: its title and its content. */
export function guideMarkdown(guide: GuideData, context: LinkContext): string {
  return blocks(`# ${guide.frontmatter.title}`, mdxToMarkdown(guide.body ?? '', context));
}
