import { z } from 'zod';
import { entry, keyedByComponent, ONE_SENTENCE, text } from './schema-parts';
import { byComponent, pageData, type Context } from './entry';

const sentence = () => z.string({ error: ONE_SENTENCE }).regex(/^[A-Z][^\n]*\.$/, { error: ONE_SENTENCE });

/**
 * description-fixes.json: what a component's doc comment says that is not true of the version the
 * page documents (the library's 6.0 comments still describe a 5.x behaviour, say). `replace` swaps a
 * passage of the comment, as written, for the site's words; `keeps` names a word of the page that
 * mentions what the version no longer has and says why it stays (the removed-API build test reads
 * it); `why` says what is wrong with the library's text.
 */
export const descriptionFixes = pageData({
  schema: keyedByComponent(
    entry({
      replace: z
        .array(entry({ from: text(), to: z.string() }), { error: 'expected a list of { from, to } passages.' })
        .optional(),
      keeps: z.record(text(), sentence(), { error: 'expected an object of words and why each stays.' }).optional(),
      why: sentence(),
    }),
  ),
  nodeType: 'ComponentDescriptionFix',
  typeDefs: `
    "A correction of a component's doc comment for its version, from the version's description-fixes.json"
    type ComponentDescriptionFix implements Node @dontInfer {
      "The component's title"
      component: String!
      "The docs version whose page data folder the entry is in (5.x, 6.x)"
      version: String!
      "Passages of the library's comment and what the page says instead"
      replace: [DescriptionPassage!]!
      "What is wrong with the library's text"
      why: String!
    }
    type DescriptionPassage {
      "The passage as the library's comment writes it"
      from: String!
      "What the page says in its place"
      to: String!
    }
  `,
  nodes: (fixes) =>
    Object.entries(fixes).map(([component, fix]) => [
      component,
      { component, replace: fix.replace ?? [], why: fix.why },
    ]),
  checkTitles: true,
});

/**
 * A component's description as its page says it: the library's doc comment with the passages its
 * version's description-fixes.json replaces. A passage the comment no longer has (the library was
 * upgraded) stops the build, naming the file and the component.
 */
export async function fixedDescription(
  source: { title: string; version: string; description: string },
  { nodeModel }: Context,
): Promise<string> {
  const fix = (await nodeModel.findOne({ type: 'ComponentDescriptionFix', query: byComponent(source) })) as {
    replace: { from: string; to: string }[];
  } | null;
  return (fix?.replace ?? []).reduce((description, { from, to }) => {
    if (!description.includes(from))
      throw new Error(
        `description-fixes.json: "${source.title}.replace" has a passage ${source.version}'s doc comment of ${source.title} does not say: "${from}".`,
      );
    return description.replace(from, to);
  }, source.description);
}
