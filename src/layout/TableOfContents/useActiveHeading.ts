import { useEffect, useState } from 'react';

/** Offset below the top of the viewport at which a heading counts as read (navbar height + a little). */
const ACTIVE_OFFSET = 96;

/**
 * Where an element is against the top of the window. A heading far from the window may not be laid
 * out (`content-visibility: auto` on the component reference); measuring it would lay out its part on
 * every scroll, so the part's own box stands for it: the part is wholly above or wholly below.
 */
function topOf(element: Element): number {
  let drawn = element;
  // Browsers without checkVisibility (Safari before 17.4) lay out everything anyway.
  while (drawn.parentElement && drawn.checkVisibility?.({ contentVisibilityAuto: true }) === false)
    drawn = drawn.parentElement;
  return drawn.getBoundingClientRect().top;
}

/** The id of the last heading scrolled past, updated while the reader scrolls. */
export function useActiveHeading(ids: string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    if (ids.length === 0) return undefined;
    let frame = 0;
    const update = () => {
      frame = 0;
      let current: string | null = null;
      for (const id of ids) {
        const element = document.getElementById(id);
        if (element && topOf(element) <= ACTIVE_OFFSET) current = id;
      }
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      setActive(atBottom ? ids[ids.length - 1] : (current ?? ids[0]));
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [ids]);
  return active;
}
