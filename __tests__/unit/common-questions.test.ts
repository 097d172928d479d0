import { parseAnswer } from '../../gatsby/page-data/answer-markup';
import { commonQuestions } from '../../gatsby/page-data/common-questions';
import { parseDataFile } from '../../gatsby/sourcing/data-schemas';
import { docVersions } from '../../gatsby/config/site-config';
import { alsoCalled } from '../../src/shared/pages/component-page';

const part = (fields: { text?: string; code?: string; to?: string }) => ({
  text: null,
  code: null,
  to: null,
  ...fields,
});

describe("an answer's Markdown", () => {
  it('reads text, code and links, a link whose text is code included, in paragraphs', () => {
    const { paragraphs, problems } = parseAnswer(
      'Set [`mode`](#prop-mode) to `contained`,\nsee [Theming](/docs/guides/theming/).\n\nOr not.',
    );
    expect(problems).toEqual([]);
    expect(paragraphs).toEqual([
      [
        part({ text: 'Set ' }),
        part({ code: 'mode', to: '#prop-mode' }),
        part({ text: ' to ' }),
        part({ code: 'contained' }),
        part({ text: ', see ' }),
        part({ text: 'Theming', to: '/docs/guides/theming/' }),
        part({ text: '.' }),
      ],
      [part({ text: 'Or not.' })],
    ]);
  });

  it.each([
    ['Use **bold**.', 'has strong, which answers do not use'],
    ['- a list', 'has a list, which answers do not use'],
    ['```tsx\n<Button />\n```', 'has a code, which answers do not use'],
    ['See [the **mode**](#prop-mode).', 'the link to #prop-mode has text that is not one piece of plain text or code.'],
  ])('says what in %j answers do not use', (markdown, problem) => {
    expect(parseAnswer(markdown).problems).toEqual([expect.stringContaining(problem)]);
  });
});

describe('common-questions.json', () => {
  const version = docVersions()[0];
  const where = `${version.pageData}/common-questions.json`;

  it.each([
    [
      { Button: [{ question: 'Background colour', answer: 'Use mode.' }] },
      '"Button[0].question" is "Background colour"; expected a question, ending with "?".',
    ],
    [
      { Button: [{ question: 'Why?', answer: 'Yes.', code: 'x' }] },
      '"Button[0].code" is not a key here; expected one of question, answer, example.',
    ],
    [{ Button: [{ question: 'Why?', answer: '' }] }, '"Button[0].answer" is ""; expected a non-empty string.'],
  ])('stops on a mistake, naming the key (%#)', (data, message) => {
    expect(() => parseDataFile('common-questions.json', JSON.stringify(data))).toThrow(message);
  });

  it('names an answer that is not its small Markdown, a question asked twice on a page and a missing example file', () => {
    const data = {
      Button: [
        { question: 'Why is it grey?', answer: 'It is **disabled**.' },
        { question: 'Why is it grey?', answer: 'Again.' },
        { question: 'How do I show it?', answer: 'So.', example: 'questions/none.tsx' },
      ],
    };
    expect(commonQuestions.check!(data, where, version)).toEqual([
      `${where}: "Button[0].answer" has strong, which answers do not use; they are text, \`code\` and [links](#prop-name).`,
      `${where}: "Button[1].question" asks "Why is it grey?" again.`,
      `${where}: "Button[2].example" is "questions/none.tsx", but there is no ${version.examples}/questions/none.tsx.`,
    ]);
  });

  it('gives each question an anchor of its words and its example the version whose folder has it', () => {
    const nodes = commonQuestions.nodes(
      {
        'Appbar.Action': [
          { question: "Why doesn't my icon show?", answer: 'Because.' },
          { question: 'How do I add a badge?', answer: 'So.', example: 'questions/badge.tsx' },
        ],
      },
      '2.x',
    );
    expect(nodes.map(([key, fields]) => [key, fields.anchor, fields.example])).toEqual([
      ['Appbar.Action-0', 'q-why-doesnt-my-icon-show', null],
      ['Appbar.Action-1', 'q-how-do-i-add-a-badge', { label: 'Example', file: 'questions/badge.tsx', version: '2.x' }],
    ]);
  });
});

describe('other names', () => {
  it('are said under the description as a list', () => {
    expect([alsoCalled([]), alsoCalled(['toast']), alsoCalled(['toast', 'notification', 'flash message'])]).toEqual([
      null,
      'Also called toast.',
      'Also called toast, notification and flash message.',
    ]);
  });

  it('stops on a name given twice', () => {
    expect(() => parseDataFile('other-names.json', JSON.stringify({ Snackbar: ['toast', 'Toast'] }))).toThrow(
      'other-names.json: "Snackbar" has a name twice (in any case); expected each once.',
    );
  });
});
