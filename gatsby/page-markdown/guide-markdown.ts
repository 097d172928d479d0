import { installCommand, PACKAGE_MANAGERS } from '../../src/shared/install-command';
import {
  ADMONITION_TYPES,
  GUIDE_COMPONENTS,
  type AdmonitionType,
  type GuideComponent,
} from '../../src/shared/guide-components';
import { parseCodeMeta } from '../mdx/code-meta';
import type { LinkContext } from './markdown-text';
import { absoluteUrls, codeBlock, heading, html, inlineCode, link, paragraph, strong, text } from './mdast';
import type { Blockquote, Content, Parent, PhrasingContent, Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import { mdxParser, visit } from '../mdx/unified-stack';
import { versionLink } from '../mdx/version-links';
import { docVersions } from '../config/site-config';
import { applyVersionWords } from '../mdx/resolve-version-words';
import { versionWordsOf } from '../mdx/version-words';

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

/** A GitHub alert: a quote whose first line is `[!NOTE]` (written as it is, unescaped). */
const alert = (kind: AdmonitionType, title: PhrasingContent[], children: Content[]): Blockquote => ({
  type: 'blockquote',
  children: [
    paragraph(html(`[!${ALERTS[kind]}]`), ...(title.length > 0 ? [text('\n'), ...title] : [])),
    ...(children as Blockquote['children']),
  ],
});

/** A note for an interactive part of the HTML page, which markdown cannot hold. */
const interactiveNote = (what: PhrasingContent[], context: LinkContext): Blockquote =>
  alert('note', [link(context.pageUrl, 'The HTML version of this page'), text(' has '), ...what], []);

/**
 * How each MDX component the guides use (`src/components/mdx/components.tsx`) reads in markdown,
 * given its attributes and its children already made Markdown.
 */
export const MDX_COMPONENTS: Record<
  GuideComponent,
  (attributes: Attributes, context: LinkContext, children: Content[]) => Content
> = {
  Admonition: (attributes, _, children) =>
    alert(
      isAdmonitionType(attributes.type) ? attributes.type : 'note',
      typeof attributes.title === 'string' ? [strong(text(attributes.title))] : [],
      children,
    ),
  PackageInstall: (attributes) => {
    const packages = typeof attributes.packages === 'string' ? attributes.packages : '';
    const commands = PACKAGE_MANAGERS.map((manager) => installCommand(manager, packages, attributes.dev === true));
    return codeBlock(commands.join('\n# or\n'), 'bash');
  },
  ThemeBuilder: (_, context) =>
    interactiveNote(
      [
        text(
          'an interactive theme builder here: it turns a source colour into light and dark MD3 schemes and writes their theme code.',
        ),
      ],
      context,
    ),
  MigrationCheck: (_, context) =>
    interactiveNote(
      [
        text(
          "a check for your own code here: paste it or choose files, and it lists each name that changed, at its line. The same check runs on a whole project from the command line of this site's repository: ",
        ),
        inlineCode('npm run migration-check -- <folder>'),
        text('.'),
      ],
      context,
    ),
  IconBrowser: (_, context) =>
    interactiveNote(
      [
        text('a searchable browser of every icon name here. The names are also listed at '),
        link('https://pictogrammers.com/library/mdi/', 'pictogrammers.com'),
        text('.'),
      ],
      context,
    ),
};

type MdastNode = Root | Content;
const isParent = (node: MdastNode): node is Extract<MdastNode, { children: unknown[] }> => 'children' in node;

/** The guide's tree made plain Markdown, in place (see `guideBody`). */
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
      const children = node.children.flatMap((child: Content) => toPlainMarkdown(child, context)) as Content[];
      return [MDX_COMPONENTS[name](attributesOf(node), context, children)];
    }
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
 * A guide's MDX made plain Markdown: it says what its version says now, as the page does
 * (resolve-version-words.ts), import and export statements and JSX comments go, the site's
 * MDX components become their Markdown forms (`MDX_COMPONENTS`), links lead into the guide's version
 * (version-links.ts) and become absolute URLs, and
 * code blocks stay fenced with their language and title.
 */
export function guideBody(body: string, context: LinkContext): Content[] {
  const versions = docVersions();
  const own = versions.find((version) => version.name === context.version.name);
  if (!own) throw new Error(`site.config.ts has no docs version named ${context.version.name}.`);
  const parsed = mdxParser.parse(body);
  applyVersionWords(parsed, versionWordsOf(own));
  const [tree] = toPlainMarkdown(parsed, context) as [Root];
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'definition') node.url = versionLink(node.url, context.version, versions);
  });
  return absoluteUrls(tree, context).children;
}

/** A guide page as Markdown: its title and its content. */
export const guideContent = (guide: GuideData, context: LinkContext): Content[] => [
  heading(1, guide.frontmatter.title),
  ...guideBody(guide.body ?? '', context),
];
