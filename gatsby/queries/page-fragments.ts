import path from 'path';
import { writeIfChanged } from '../shared/write-if-changed';
import { pageDataFacts } from '../page-data/registry';

/**
 * What a component page's sections are made from (`componentSections`, src/shared/pages/component-page.ts),
 * and the API changes page from (`apiChangesPage`), for the templates' page queries and the llms
 * writer's runtime query alike.
 *
 * Gatsby compiles fragments only from files with a `graphql` tag, which a runtime `graphql()` call
 * cannot spread; so the text lives here once, and `onPreExtractQueries` hands Gatsby a copy in
 * `.cache/fragments/`, the folder Gatsby reads plugins' fragments from. No `GraphQL` comment marks
 * it: the type generator would then see it twice. What the facts select of the page data fields
 * comes from their registry entries (gatsby/page-data/).
 */
export const PAGE_FRAGMENTS = `
  fragment ComponentPageFacts on ComponentDoc {
    title
    docId
    path
    version
    usage
    moreUsage {
      code
    }
    extendsLink {
      to
      label
      external
    }
    inheritedPropGroupKeys
    ${pageDataFacts()}
    types {
      name
    }
    inNextVersion {
      version
      path
      title
      changed
      movedTo
      replacement
    }
    changesFromPrevious {
      ...ComponentChangesFacts
    }
  }

  fragment ComponentChangesFacts on ComponentChanges {
    from
    fromPath
    fromTitle
    guidePath
    apiChangesPath
    props {
      kind
      name
      before
      after
      renamedTo
      replacement
      section
      replaces
    }
  }

  fragment LibraryChangesFacts on LibraryChanges {
    docId
    path
    version
    from
    guidePath
    exports {
      ...LibraryNameChangeFacts
    }
    themeRoles {
      ...LibraryNameChangeFacts
    }
  }

  fragment LibraryNameChangeFacts on LibraryNameChange {
    kind
    name
    renamedTo
    replacement
    section
  }
`;

const FRAGMENTS_FILE = path.join('.cache', 'fragments', 'page-fragments.js');

/** Writes the fragments for Gatsby's query compiler, before it reads the page queries that spread them. */
export function writePageFragments(): void {
  writeIfChanged(
    FRAGMENTS_FILE,
    `import { graphql } from 'gatsby';\n\nexport const componentPageFacts = graphql\`${PAGE_FRAGMENTS}\`;\n`,
  );
}
