import { z } from 'zod';
import { versionNamed } from '../../src/shared/doc-versions';
import { docVersions } from '../config/site-config';
import { versionLink } from '../mdx/version-links';
import { parseAnswer, type AnswerPart } from './answer-markup';
import { questionAnchors, sameQuestion } from './question-anchors';
import { entry, exampleFile, keyedByComponent, text } from './schema-parts';
import { missingExampleFiles } from './example-files';
import { byComponent, pageData, type NodeFields } from './entry';

/** A question is a heading a reader would type: a sentence that asks. */
const question = () => text().regex(/^[A-Z0-9`'"].*\?$/s, { error: 'expected a question, ending with "?".' });

type Questions = Record<string, { question: string; answer: string; example?: string }[]>;

/** Questions that repeat on a page, and answers that are not the answers' small Markdown. */
function questionProblems(questions: Questions, where: string): string[] {
  return Object.entries(questions).flatMap(([component, list]) => [
    ...list.flatMap((item, index) =>
      parseAnswer(item.answer).problems.map((problem) => `${where}: "${component}[${index}].answer" ${problem}`),
    ),
    ...list.flatMap((item, index) =>
      list.slice(0, index).some((before) => sameQuestion(before.question, item.question))
        ? [`${where}: "${component}[${index}].question" asks "${item.question}" again.`]
        : [],
    ),
  ]);
}

/** A link of an answer as the site serves it: `/docs/…` is a page of the answer's own version (see versionLink). */
const servedPart = (part: AnswerPart, version: string): AnswerPart => {
  if (part.to === null) return part;
  const versions = docVersions();
  return { ...part, to: versionLink(part.to, versionNamed(versions, version), versions) };
};

/**
 * common-questions.json: what readers ask about a component, each question with a short answer in
 * the answers' small Markdown (answer-markup.ts) and, where code answers it, an example file that
 * runs like the page's other examples. A page shows them under "Common questions".
 */
export const commonQuestions = pageData({
  schema: keyedByComponent(
    z.array(entry({ question: question(), answer: text(), example: exampleFile().optional() }), {
      error: 'expected a list of questions.',
    }),
  ),
  nodeType: 'ComponentQuestion',
  typeDefs: `
    type ComponentQuestion implements Node @dontInfer {
      "The component's title"
      component: String!
      "The docs version whose page data folder the entry is in (5.x, 6.x)"
      version: String!
      "Position among the component's questions"
      order: Int!
      "The question, as a reader asks it: the heading"
      question: String!
      "The heading's id on the page (q- and the question's words)"
      anchor: String!
      "The answer, as written in the file (text, code and links in Markdown)"
      markdown: String!
      "The example that answers it, as an extended example's one tab"
      example: ExtendedExampleTab
    }
    type QuestionParagraph {
      "The paragraph's text, code and links, in order"
      parts: [QuestionPart!]!
    }
    type QuestionPart {
      "Plain text, or a link's text"
      text: String
      "Code, or a link's text when it is code"
      code: String
      "Where a link leads, as the site serves it"
      to: String
    }
  `,
  nodes: (questions, version) =>
    Object.entries(questions).flatMap(([component, list]) => {
      const anchors = questionAnchors(list);
      return list.map((item, order): [string, NodeFields] => [
        `${component}-${order}`,
        {
          component,
          order,
          question: item.question,
          anchor: anchors[order],
          markdown: item.answer,
          example: item.example ? { label: 'Example', file: item.example, version } : null,
        },
      ]);
    }),
  check: (questions, where, version) => [
    ...questionProblems(questions, where),
    ...missingExampleFiles(
      Object.entries(questions).flatMap(([component, list]) =>
        list.flatMap((item, index): [string, string][] =>
          item.example ? [[`${component}[${index}].example`, item.example]] : [],
        ),
      ),
      where,
      version,
    ),
  ],
  field: {
    name: 'commonQuestions',
    type: '[ComponentQuestion!]!',
    description: "What readers ask about the component, from the version's common-questions.json, in order",
    resolve: async (source, _, { nodeModel }) => {
      const { entries } = await nodeModel.findAll({
        type: 'ComponentQuestion',
        query: { ...byComponent(source), sort: { order: 'ASC' } },
      });
      return [...entries];
    },
  },
  typeResolvers: {
    ComponentQuestion: {
      answer: {
        type: '[QuestionParagraph!]!',
        description: 'The answer as paragraphs of text, code and links, its links as the site serves them',
        resolve: (source: { markdown: string; version: string }) =>
          parseAnswer(source.markdown).paragraphs.map((parts) => ({
            parts: parts.map((part) => servedPart(part, source.version)),
          })),
      },
    },
  },
  facts: 'commonQuestions { anchor question answer { parts { text code to } } example { code } }',
  checkTitles: true,
});
