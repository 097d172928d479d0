import { useEffect, useRef, useState, type RefObject } from 'react';
import { nextNavbarVisibility } from './navbar-visibility';

/** Whether the navbar shows, when `enabled`: it hides while scrolling down and after jumping to an anchor. */
export function useHideOnScroll(enabled: boolean, navbar: RefObject<HTMLElement>): boolean {
  const [visible, setVisible] = useState(true);
  const state = useRef({ visible: true, lastY: 0 });
  const jumping = useRef(false);

  useEffect(() => {
    if (!enabled) return undefined;
    state.current = { visible: true, lastY: window.scrollY };
    const onScroll = () => {
      const height = navbar.current?.offsetHeight ?? 64;
      if (jumping.current) {
        // The scroll caused by jumping to a #target: the navbar stays out of the target's way.
        jumping.current = false;
        state.current = { visible: window.scrollY < height, lastY: window.scrollY };
      } else {
        state.current = nextNavbarVisibility(state.current, window.scrollY, height);
      }
      setVisible(state.current.visible);
    };
    const onHashChange = () => {
      jumping.current = true;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('hashchange', onHashChange);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('hashchange', onHashChange);
    };
  }, [enabled, navbar]);

  return visible || !enabled;
}
