import { startTransition, type ReactElement } from 'react';
import type { Container } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

/**
 * Gatsby's renderer, with hydration inside a transition. React time-slices transition work, so
 * hydrating the server-rendered page runs as short tasks with the reader's input handled between
 * them, instead of one long task; a click on a part not yet hydrated makes React hydrate it at once
 * and then replays the click.
 *
 * Gatsby calls it for the page and, under `gatsby develop`, for its loading indicators, each in an
 * empty element of its own: only a container that holds server HTML is hydrated, any other is
 * rendered afresh. The returned cleanup unmounts what was rendered (Gatsby calls it to remove an
 * indicator).
 */
export function hydrateInTransition(element: ReactElement, container: Container | null): () => void {
  if (!(container instanceof Element)) throw new Error('Gatsby gave no element to render the site into.');
  let root: Root | undefined;
  if (hasServerHtml(container)) {
    // The bench's trace measures hydration from here to Gatsby's `onInitialClientRender` mark.
    performance.mark('hydrate');
    startTransition(() => {
      root = hydrateRoot(container, element);
    });
  } else {
    root = createRoot(container);
    root.render(element);
  }
  return () => root?.unmount();
}

/** The server rendered the page into this element: Gatsby's focus wrapper inside it has content. */
const hasServerHtml = (container: Element) =>
  (container.querySelector('#gatsby-focus-wrapper')?.children.length ?? 0) > 0;
