import { installCommand, PACKAGE_MANAGERS } from '../../../src/shared/install-command';
import {
  ADMONITION_TYPES,
  GUIDE_COMPONENTS,
  type AdmonitionType,
  type GuideComponent,
} from '../../../src/shared/guide-components';
import { parseCodeMeta } from '../../mdx/code-meta';
import { absoluteLinks, blocks, type LinkContext } from './markdown-text';

/** An Mdx node as the post-build query reads it (`body`: the MDX source without its front matter). */
export type GuideData = Queries.LlmsQuery['allMdx']['nodes'][number];

type Attributes = Record<string, string | true>;

/** `type="tip" title='A' dev` -> { type: 'tip', title: 'A', dev: true }; `{…}` expressions are skipped. */
export function parseAttributes(text: string): Attributes {
  const attributes: Attributes = {};
  for (const match of text.matchAll(/([A-Za-z][\w-]*)(?:=(?:"([^"]*)"|'([^']*)'|\{[^}]*\}))?/g)) {
    attributes[match[1]] = match[2] ?? match[3] ?? true;
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
    return [`[!${ALERTS[kind]}]`, typeof attributes.title === 'string' ? `**${attributes.title}**\n` : '']
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

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)(.*)$/;
const OPEN_TAG = /^<([A-Z][\w.]*)((?:\s[^>]*)?)>$/;
const SELF_CLOSING = /^<([A-Z][\w.]*)((?:\s[^>]*)?)\/>$/;
const CLOSE_TAG = /^<\/([A-Z][\w.]*)>$/;

/** A fence's opening line with its language and title kept, and the site's own flags (`fragment`) dropped. */
function fenceLine(indent: string, fence: string, language: string, meta: string): string {
  const { title } = parseCodeMeta(meta.trim());
  return `${indent}${fence}${language}${title ? ` title="${title}"` : ''}`;
}

/**
 * Turns a guide's MDX into plain markdown: import and export statements and JSX comments go,
 * the site's MDX components become their markdown equivalents (`MDX_COMPONENTS`), links become
 * absolute URLs, and code blocks stay fenced with their language. Headings are kept as written,
 * so they match the HTML page's.
 */
export function mdxToMarkdown(body: string, context: LinkContext): string {
  const out: string[] = [];
  let quote = '';
  let fence: string | null = null;
  let statement = false;
  const push = (text: string) => {
    for (const line of text.split('\n')) {
      const quoted = `${quote}${line}`.trimEnd();
      // One blank line at a time (code blocks keep theirs), inside a quote as outside.
      if (!fence && quoted === quote.trimEnd() && out[out.length - 1] === quoted) continue;
      out.push(quoted);
    }
  };

  for (const line of body.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (fence) {
      push(line);
      if (new RegExp(`^\\s*${fence[0]}{${fence.length},}\\s*$`).test(line)) fence = null;
      continue;
    }
    const open = FENCE.exec(line);
    if (open && !(open[2][0] === '`' && open[4].includes('`'))) {
      fence = open[2];
      push(fenceLine(open[1], open[2], open[3], open[4]));
      continue;
    }
    // Top-level ESM, possibly over several lines: skip up to the blank line that ends it.
    if (statement || /^(import|export)\s/.test(line)) {
      statement = trimmed !== '' && !trimmed.endsWith(';');
      continue;
    }
    if (/^\{\/\*.*\*\/\}$/.test(trimmed)) continue;

    const single = SELF_CLOSING.exec(trimmed);
    const opening = !single && OPEN_TAG.exec(trimmed);
    const closing = CLOSE_TAG.exec(trimmed);
    if (single || opening) {
      const [, name, attributes] = (single || opening) as RegExpExecArray;
      if (!isGuideComponent(name))
        throw new Error(`The guides use <${name}>, which has no markdown form: add one to MDX_COMPONENTS.`);
      const convert = MDX_COMPONENTS[name];
      if (opening) quote += '> ';
      push(convert(parseAttributes(attributes), context));
      continue;
    }
    if (closing) {
      // Drop the blank quoted lines before the end of the block, then leave it.
      while (out.length > 0 && out[out.length - 1] === quote.trimEnd()) out.pop();
      quote = quote.slice(0, -2);
      push('');
      continue;
    }
    push(absoluteLinks(line, context));
  }
  return out.join('\n').trim();
}

/** A guide page as markdown: its title and its content. */
export function guideMarkdown(guide: GuideData, context: LinkContext): string {
  return blocks(`# ${guide.frontmatter.title}`, mdxToMarkdown(guide.body ?? '', context));
}
