import type { PhrasingContent } from 'mdast';
import { markdownParser } from '../mdx/unified-stack';

/**
 * A part of an answer's sentence: text, code, or a link whose text is plain or code. The GraphQL
 * type QuestionPart has these fields; src/shared/pages/component-page.ts reads them as Inline.
 */
export interface AnswerPart {
  text: string | null;
  code: string | null;
  /** Where a link leads, as written (`#prop-mode`, `/docs/guides/theming/#fonts`, https://…). */
  to: string | null;
}

/** An answer as paragraphs of parts, or what in it is not the answers' small Markdown. */
export type ParsedAnswer = { paragraphs: AnswerPart[][]; problems: string[] };

const part = (fields: Partial<AnswerPart>): AnswerPart => ({ text: null, code: null, to: null, ...fields });
const ALLOWED = 'text, `code` and [links](#prop-name)';

function phrasing(node: PhrasingContent, problems: string[]): AnswerPart[] {
  switch (node.type) {
    case 'text':
      return [part({ text: node.value.replace(/\s+/g, ' ') })];
    case 'inlineCode':
      return [part({ code: node.value })];
    case 'link': {
      const [only] = node.children;
      if (node.children.length !== 1 || (only.type !== 'text' && only.type !== 'inlineCode')) {
        problems.push(`the link to ${node.url} has text that is not one piece of plain text or code.`);
        return [];
      }
      return [part(only.type === 'text' ? { text: only.value, to: node.url } : { code: only.value, to: node.url })];
    }
    case 'break':
      return [part({ text: ' ' })];
    default:
      problems.push(`has ${node.type}, which answers do not use; they are ${ALLOWED}.`);
      return [];
  }
}

/**
 * An answer of common-questions.json: paragraphs of text, inline code and links, as Markdown writes
 * them. Anything else (emphasis, lists, headings, code blocks, HTML) is a problem, so every output
 * (the page, its Markdown copy, the search index) can say the answer the same way.
 */
export function parseAnswer(markdown: string): ParsedAnswer {
  const problems: string[] = [];
  const paragraphs = markdownParser.parse(markdown).children.flatMap((block): AnswerPart[][] => {
    if (block.type === 'paragraph') return [block.children.flatMap((node) => phrasing(node, problems))];
    problems.push(`has a ${block.type}, which answers do not use; they are paragraphs of ${ALLOWED}.`);
    return [];
  });
  return { paragraphs, problems };
}
