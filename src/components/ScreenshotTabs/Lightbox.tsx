import React, { useEffect, useRef } from 'react';
import Icon from '../icons/Icon';

interface Props {
  onClose: () => void;
  label: string;
  children: React.ReactNode;
}

/** A modal view of an enlarged image; Escape, the close button or a click outside closes it. */
export default function Lightbox({ onClose, label, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    dialog?.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="lightbox"
      aria-label={label}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className="lightbox__content">
        {children}
        <button type="button" className="icon-button lightbox__close" aria-label="Close" onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
    </dialog>
  );
}
