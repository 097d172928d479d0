import type { z } from 'zod';
import { commonQuestions } from './common-questions';
import { configurator } from './configurator';
import { descriptionFixes } from './description-fixes';
import { exampleFixes } from './example-fixes';
import { extendedExamples } from './extended-examples';
import { knownIssues, moreExamples } from './link-lists';
import { otherNames } from './other-names';
import { screenshotVariants } from './screenshot-variants';
import { themeColors } from './theme-colors';
import type { PageDataEntry } from './entry';

/**
 * Every page data file a docs version may have in `content/<v>/data/`, by file name, each with
 * everything the site does with it (entry.ts). A new data-backed section of the component page is
 * an entry here, the block that shows it (src/shared/pages/component-page.ts and the template), and
 * its content.
 */
export const PAGE_DATA = {
  'theme-colors.json': themeColors,
  'more-examples.json': moreExamples,
  'known-issues.json': knownIssues,
  'screenshot-variants.json': screenshotVariants,
  'configurator.json': configurator,
  'extended-examples.json': extendedExamples,
  'example-fixes.json': exampleFixes,
  'description-fixes.json': descriptionFixes,
  'common-questions.json': commonQuestions,
  'other-names.json': otherNames,
};

export type PageDataFileName = keyof typeof PAGE_DATA;
export type PageDataOf<F extends PageDataFileName> = z.infer<(typeof PAGE_DATA)[F]['schema']>;

/** The entries as one list, each with its file name. */
export const pageDataEntries = (): [PageDataFileName, PageDataEntry][] =>
  Object.entries(PAGE_DATA) as [PageDataFileName, PageDataEntry][];

export const isPageDataFileName = (name: string): name is PageDataFileName => Object.hasOwn(PAGE_DATA, name);

/** The SDL of every page data node type and the types they use, each once (the link lists share theirs). */
export const pageDataTypeDefs = (): string =>
  [...new Set(pageDataEntries().map(([, entry]) => entry.typeDefs))].join('\n');

/** What ComponentPageFacts selects of the page data fields (gatsby/queries/page-fragments.ts). */
export const pageDataFacts = (): string =>
  pageDataEntries()
    .flatMap(([, entry]) => (entry.facts ? [entry.facts] : []))
    .join('\n    ');

/** The ComponentDoc fields that join page data to a page, for createResolvers. */
export const pageDataFields = () =>
  Object.fromEntries(
    pageDataEntries().flatMap(([, { field }]) =>
      field
        ? [[field.name, { type: field.type, description: field.description, resolve: field.resolve }] as const]
        : [],
    ),
  );

/** The resolvers of the types page data entries define (a theme colour row's swatches, a tab's code), for createResolvers. */
export const pageDataTypeResolvers = () =>
  Object.assign({}, ...pageDataEntries().map(([, entry]) => entry.typeResolvers ?? {})) as Record<
    string,
    Record<string, unknown>
  >;
