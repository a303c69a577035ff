import { useLayoutEffect, useRef, type ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  /** The id of the dialog's heading, its name. */
  labelledBy: string;
  /** Escape and every other close request (a phone's back gesture); the caller may refuse while busy. */
  onClose(): void;
  /** When this changes while open, focus goes back to the safe choice (`data-initial-focus`). */
  refocusOn?: unknown;
  children: ReactNode;
}

/**
 * The one modal of the widget: a native `<dialog>` opened with showModal(), so the page behind is
 * inert, Tab stays inside, Escape closes it and focus returns to the control that opened it. Focus
 * starts on the element marked `data-initial-focus`: the choice that changes nothing.
 */
export function Dialog({ open, labelledBy, onClose, refocusOn, children }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  // In the commit that changes `open`, not a frame later (preact's passive effects): a key pressed
  // in between would reach the page behind, and a closed dialog's content would show for a frame.
  useLayoutEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) {
      // jsdom has no showModal; the attribute shows it there.
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
      d.querySelector<HTMLElement>('[data-initial-focus]')?.focus();
    } else if (!open && d.open) {
      if (typeof d.close === 'function') d.close();
      else d.removeAttribute('open');
    }
  }, [open]);
  useLayoutEffect(() => {
    if (open && refocusOn) dialog.current?.querySelector<HTMLElement>('[data-initial-focus]')?.focus();
  }, [open, refocusOn]);
  return (
    <dialog
      ref={dialog}
      className="tk-dialog"
      aria-labelledby={labelledBy}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.preventDefault();
        onClose();
      }}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {open ? children : null}
    </dialog>
  );
}
