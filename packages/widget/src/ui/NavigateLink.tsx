import type { ReactNode } from 'react';
import { buttonPart } from './parts.ts';
import { isPlainClick } from './plainClick.ts';

export interface NavigateLinkProps {
  /** A path on the host's site. */
  to: string;
  /** A plain click: the host navigates (ticketkit:navigate) instead of the browser following the link. */
  onNavigate(to: string): void;
  variant?: 'secondary';
  /** The accessible name when the visible text alone is ambiguous on the page (it must contain the visible text). */
  label?: string;
  children: ReactNode;
}

/**
 * A navigation action drawn as a button that is a real link to `to`, so it opens in a new tab and can
 * be copied; a plain click asks the host to navigate, modifier and middle clicks are the browser's.
 */
export function NavigateLink({ to, onNavigate, variant, label, children }: NavigateLinkProps) {
  return (
    <a
      className="tk-button"
      part={buttonPart(variant ?? 'primary')}
      data-variant={variant}
      aria-label={label}
      href={to}
      onClick={(click) => {
        if (!isPlainClick(click)) return;
        click.preventDefault();
        onNavigate(to);
      }}
    >
      {children}
    </a>
  );
}
