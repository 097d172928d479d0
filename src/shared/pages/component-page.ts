import { docPath, guideDocId } from '../routes';
import type { DocVersion } from '../doc-versions';
import { plural, type Inline, type PageLink } from './inline';
import { changeSummary, replacedBy, type ComponentChanges } from './prop-changes';
import { apiChangesTitle } from './api-changes-page';

/**
 * What a component page says, section by section: the one description its HTML (the template),
 * its table of contents and its Markdown (gatsby/post-build/llms/) are all made from. A section
 * is a heading and blocks; paragraphs and link lists render the same way everywhere, the other
 * blocks stand for the parts each output draws itself (the live example, the props table …).
 */
export type ComponentBlock =
  | { kind: 'paragraph'; text: Inline[] }
  | { kind: 'links'; links: readonly PageLink[]; summary?: string }
  | { kind: 'usage' }
  /** A usage example after the first (`moreUsage[index]`), with the text the doc comment puts before it. */
  | { kind: 'more-usage'; index: number }
  | { kind: 'configurator' }
  | { kind: 'example'; index: number }
  | { kind: 'props' }
  | { kind: 'inherited-props' }
  | { kind: 'types' }
  | { kind: 'theme-colors' }
  /** The props that changed from the version before (`changesFromPrevious`), as a table. */
  | { kind: 'prop-changes' }
  /** A reader's question (`commonQuestions[index]`) as a heading of its own, its answer and its example. */
  | { kind: 'question'; index: number; anchor: string; question: string; answer: Inline[][] };

export interface ComponentSection {
  /** The heading's id, also its table of contents anchor. */
  id: string;
  title: string;
  blocks: ComponentBlock[];
}

/**
 * The facts of a ComponentDoc node that decide which sections its page has and what they say: the
 * ComponentPageFacts fragment (gatsby/queries/page-fragments.ts), which the template's query and
 * the llms writer's query both spread.
 */
export type ComponentPageFacts = Queries.ComponentPageFactsFragment;

const paragraph = (...text: Inline[]): ComponentBlock => ({ kind: 'paragraph', text });

type AnswerPart = ComponentPageFacts['commonQuestions'][number]['answer'][number]['parts'][number];

/** A part of an answer, as page models say it: a link (its text plain or code), code or text. */
function answerInline({ text, code, to }: AnswerPart): Inline {
  if (to !== null) return code !== null ? { text: code, to, asCode: true } : { text: text ?? to, to };
  return code !== null ? { code } : (text ?? '');
}

/** "Also called toast and notification.": the other names readers use, said under the description. */
export function alsoCalled(names: readonly string[]): string | null {
  if (names.length === 0) return null;
  const listed = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `Also called ${listed}.`;
}

/** "Common questions": what readers ask about the component, each a heading with its answer. */
function questionsSection(questions: ComponentPageFacts['commonQuestions']): ComponentSection | false {
  return (
    questions.length > 0 && {
      id: 'common-questions',
      title: 'Common questions',
      blocks: questions.map(({ anchor, question, answer }, index) => ({
        kind: 'question',
        index,
        anchor,
        question,
        answer: answer.map((paragraph) => paragraph.parts.map(answerInline)),
      })),
    }
  );
}

/** "Changes from 5.x": what the comparison of both versions' sources found, or one line saying nothing changed. */
function changesSection(title: string, version: string, changes: ComponentChanges): ComponentSection {
  const section = (...blocks: ComponentBlock[]) => ({ id: 'changes', title: `Changes from ${changes.from}`, blocks });
  if (changes.fromPath === null || changes.fromTitle === null)
    return section(paragraph(`${title} is new in ${version}: ${changes.from} has no such component.`));
  const older = { text: `${changes.fromTitle} in ${changes.from}`, to: changes.fromPath };
  const renamed = changes.fromTitle === title ? '' : `${title} was ${changes.fromTitle} in ${changes.from}. `;
  if (!changes.props.length) return section(paragraph(renamed, `${title} takes the same props as `, older, '.'));
  // The page's version has the page of every API change.
  const guide: Inline[] = changes.guidePath
    ? [
        ' The ',
        { text: 'migration guide', to: changes.guidePath },
        ' explains the changes it lists, and ',
        { text: apiChangesTitle(changes.from), to: changes.apiChangesPath },
        ' has those of every component.',
      ]
    : [];
  return section(
    paragraph(renamed, 'Compared with ', older, `, from both versions' sources: ${changeSummary(changes)}.`, ...guide),
    { kind: 'prop-changes' },
  );
}

type InNextVersion = NonNullable<ComponentPageFacts['inNextVersion']>;

/** On an older version's page: "Changed in 6.x" or "Removed in 6.x", linking to where to read on; nothing when it is the same there. */
function nextVersionSection(title: string, next: InNextVersion): ComponentSection | false {
  if (next.path === null)
    return {
      id: 'changes',
      title: `Removed in ${next.version}`,
      blocks: [paragraph(`${next.version} has no ${title}`, ...replacedBy(next), '.')],
    };
  if (!next.changed) return false;
  const renamed = next.title === title ? '' : ` is ${next.title} and`;
  return {
    id: 'changes',
    title: `Changed in ${next.version}`,
    blocks: [
      paragraph(
        `In ${next.version}, ${title}${renamed} takes different props: see `,
        { text: 'its changes from this version', to: `${next.path}#changes` },
        '.',
      ),
    ],
  };
}

/**
 * The sections of a component page, in the page's order; a section with nothing to show is left out.
 * `version` is the record of the page's docs version (`doc.version`), whose theming guide it links to.
 */
export function componentSections(doc: ComponentPageFacts, version: Pick<DocVersion, 'prefix'>): ComponentSection[] {
  const { title, extendsLink, moreExamples, knownIssues } = doc;
  const sections: (ComponentSection | false)[] = [
    doc.usage !== null && {
      id: 'usage',
      title: 'Usage',
      blocks: [{ kind: 'usage' }, ...doc.moreUsage.map((_, index): ComponentBlock => ({ kind: 'more-usage', index }))],
    },
    doc.configurator.without === null && {
      id: 'configurator',
      title: 'Configurator',
      blocks: [
        paragraph(
          `The configurator shows ${title} in a live preview with a control for each prop that one can set, and writes the code for what you choose.`,
        ),
        { kind: 'configurator' },
      ],
    },
    ...doc.extendedExamples.map((example, index): ComponentSection => ({
      id: `example-${index}`,
      title: example.title,
      blocks: [...(example.description ? [paragraph(example.description)] : []), { kind: 'example', index }],
    })),
    {
      id: 'props',
      title: 'Props',
      blocks: [
        ...(extendsLink
          ? [
              paragraph(
                `${title} also accepts the props of `,
                {
                  text: extendsLink.label,
                  to: extendsLink.to,
                  note: extendsLink.external ? ' (React Native documentation)' : undefined,
                },
                '.',
              ),
            ]
          : []),
        { kind: 'props' },
      ],
    },
    doc.inheritedPropGroupKeys.length > 0 && {
      id: 'inherited-props',
      title: 'Inherited props',
      blocks: [
        paragraph(`${title} also accepts the props of what it is built on. Each name links to where it is documented.`),
        { kind: 'inherited-props' },
      ],
    },
    doc.types.length > 0 && {
      id: 'types',
      title: 'Types',
      blocks: [paragraph('The library types named above, as the library declares them.'), { kind: 'types' }],
    },
    doc.changesFromPrevious !== null && changesSection(title, doc.version, doc.changesFromPrevious),
    doc.inNextVersion !== null && nextVersionSection(title, doc.inNextVersion),
    moreExamples !== null && {
      id: 'more-examples',
      title: 'More examples',
      blocks: [
        {
          kind: 'links',
          links: moreExamples.links,
          summary: `${plural(moreExamples.links.length, 'runnable example')} on Expo Snack`,
        },
      ],
    },
    doc.themeColors !== null && {
      id: 'theme-colors',
      title: 'Theme colors',
      blocks: [
        paragraph(
          `The colours ${title} takes from the theme. Override them by passing your own values, or change the theme as described in `,
          { text: 'Theming', to: docPath(version.prefix, guideDocId('theming')) },
          '.',
        ),
        { kind: 'theme-colors' },
      ],
    },
    questionsSection(doc.commonQuestions),
    knownIssues !== null && {
      id: 'known-issues',
      title: 'Known issues',
      blocks: [{ kind: 'links', links: knownIssues.links }],
    },
  ];
  return sections.filter((section): section is ComponentSection => section !== false);
}
