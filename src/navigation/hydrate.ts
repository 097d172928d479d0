import { startTransition, type ReactElement } from 'react';
import type { Container } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * Gatsby's first render, with hydration inside a transition. React time-slices transition work, so
 * hydrating the server-rendered page runs as short tasks with the reader's input handled between
 * them, instead of one long task; a click on a part not yet hydrated makes React hydrate it at once
 * and then replays the click. A page rendered only in the browser (no server HTML) is rendered
 * afresh, as Gatsby does.
 */
export function hydrateInTransition(element: ReactElement, container: Container | null): void {
  if (!(container instanceof Element)) throw new Error('Gatsby gave no element to render the site into.');
  const serverRendered = (document.getElementById('gatsby-focus-wrapper')?.children.length ?? 0) > 0;
  if (!serverRendered) {
    createRoot(container).render(element);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, element);
  });
}
