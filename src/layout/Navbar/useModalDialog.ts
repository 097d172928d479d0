import { useLayoutEffect, type RefObject } from 'react';

/**
 * Shows a `<dialog>` as a modal while the component is mounted. The browser makes the rest of
 * the page inert, keeps Tab inside the dialog and fires `close` on Escape. This moves focus
 * to `initialFocus`, locks page scrolling, and on unmount gives focus back to `returnFocusTo`
 * (the browser's own focus return is skipped when the dialog leaves the document still open).
 */
export function useModalDialog(
  dialog: RefObject<HTMLDialogElement>,
  initialFocus: RefObject<HTMLElement>,
  returnFocusTo: RefObject<HTMLElement>,
): void {
  useLayoutEffect(() => {
    const element = dialog.current;
    const opener = returnFocusTo.current;
    if (!element) return undefined;
    element.showModal();
    initialFocus.current?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      if (element.open) element.close();
      opener?.focus();
    };
  }, [dialog, initialFocus, returnFocusTo]);
}
