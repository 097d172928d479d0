import { useEffect, type RefObject } from 'react';

interface Options {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** A printable key typed while the search button has focus: opens with that key as the query. */
  onInput: (event: KeyboardEvent) => void;
  buttonRef: RefObject<HTMLButtonElement>;
}

/** True when the key goes to a field the reader is typing in. */
function isEditing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

/**
 * Ctrl/Cmd+K toggles the search, "/" opens it unless the reader is typing in a
 * field, Escape closes it. (Ours rather than DocSearch's hook: importing that one
 * would put all of DocSearch, modal included, into every page's bundle.)
 */
export function useSearchShortcuts({ isOpen, onOpen, onClose, onInput, buttonRef }: Options): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const commandK = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const slash = event.key === '/' && !isEditing(event.target);
      if ((event.key === 'Escape' && isOpen) || commandK || (slash && !isOpen)) {
        event.preventDefault();
        if (isOpen) onClose();
        // Another DocSearch dialog is already open on the page.
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      const printable =
        event.key?.length === 1 && !event.metaKey && !event.ctrlKey && !event.altKey && /\S/.test(event.key);
      if (!isOpen && printable && buttonRef.current === document.activeElement) onInput(event);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, buttonRef]);
}
