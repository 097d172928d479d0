import type { DocMeta, StandaloneDoc } from '../../src/shared/navigation';
import { PAGE_KINDS } from './registry';
import type { DocSource, PageKind } from './entry';

/**
 * Every doc of every version in reading order, from the kinds whose pages are docs (gatsby/page-kinds/):
 * by their kind's group (guides and API changes, the showcase, component pages), then each doc's
 * `order`; equal places keep the nodes' order. The sidebars, previous and next, the navbar and the
 * version switch resolve against this list.
 */
export function docsOf(source: DocSource, kinds: readonly PageKind[] = PAGE_KINDS): DocMeta[] {
  return kinds
    .flatMap((kind) => (kind.docs ? kind.docs.list(source).map((doc) => ({ group: kind.docs!.group, doc })) : []))
    .sort((a, b) => a.group - b.group || a.doc.order - b.doc.order)
    .map(({ doc: { order: _order, ...doc } }) => doc);
}

/** The docs of the kinds listed on their own rather than in a sidebar (the showcase), for the search page's index. */
export const standaloneDocsOf = (source: DocSource, kinds: readonly PageKind[] = PAGE_KINDS): StandaloneDoc[] =>
  kinds
    .filter((kind) => kind.listing !== undefined && kind.listing !== 'sidebars')
    .flatMap((kind) => kind.docs?.list(source) ?? [])
    .map(({ title, path }) => ({ title, path }));
