import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';

export interface HeaderMenuProps {
  /** What the button shows; its text is the button's name (an icon beside it is aria-hidden). */
  button: ReactNode;
  /** Class of the wrapper, which the stylesheet uses to place the button and the panel. */
  className: string;
  children: ReactNode;
}

/**
 * A disclosure of the header (the menu, the account): a button with aria-expanded that shows the
 * panel below it. Escape closes it and puts focus back on the button; a click outside it, focus
 * leaving it, following one of its links, or a new address closes it.
 */
export function HeaderMenu({ button, className, children }: HeaderMenuProps) {
  const { pathname } = useLocation();
  // The address it was opened at: once the page changes it reads as closed, with no effect to reset it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpenAt(null);
    trigger.current?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !root.current?.contains(next)) setOpenAt(null);
  };
  const onPanelClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) setOpenAt(null);
  };

  return (
    <div ref={root} className={className} data-open={open ? '' : undefined} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button ref={trigger} type="button" className="site-menu-button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpenAt(open ? null : pathname)}>
        {button}
      </button>
      <div id={panelId} className="site-menu-panel" onClick={onPanelClick}>
        {children}
      </div>
    </div>
  );
}
