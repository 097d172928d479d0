const KEYBOARD_CLASS = 'navigation-with-keyboard';

/** Tab turns on focus rings for keyboard users (a class on <html>); using the mouse turns them off. */
export function installKeyboardFocusClass(root: HTMLElement = document.documentElement): void {
  window.addEventListener('keydown', (event) => {
    if (event.key === 'Tab') root.classList.add(KEYBOARD_CLASS);
  });
  window.addEventListener('mousedown', () => root.classList.remove(KEYBOARD_CLASS));
}
