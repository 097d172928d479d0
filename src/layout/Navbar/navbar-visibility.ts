interface ScrollState {
  visible: boolean;
  lastY: number;
}

/**
 * Hide-on-scroll rule: near the top (within the navbar's height) the navbar
 * shows; scrolling down hides it, scrolling up shows it again.
 */
export function nextNavbarVisibility(state: ScrollState, y: number, navbarHeight: number): ScrollState {
  if (y < navbarHeight) return { visible: true, lastY: y };
  if (y > state.lastY) return { visible: false, lastY: y };
  if (y < state.lastY) return { visible: true, lastY: y };
  return state;
}
