import { isPlainClick } from '@ticketkit/widget';
import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';

/** The router's navigate, given once by the layout to every link in it. */
export const SiteNavigate = createContext<((to: string) => void) | null>(null);

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path on this site. */
  to: string;
}

/**
 * A link to a page of the site that changes page without reloading, as react-router's `Link` does,
 * for the header and footer. It is a plain `<a href>` with one click handler: react-router's `Link`
 * resolves its path, builds its URL and sets up prefetching on every render, which for the
 * layout's ten links was a fifth of the home page's first render on a throttled phone.
 * A click with a modifier key or another button is left to the browser (new tab, new window…).
 */
export function SiteLink({ to, onClick, children, ...rest }: SiteLinkProps) {
  const navigate = useContext(SiteNavigate);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!navigate || !isPlainClick(event)) return;
    if (rest.target && rest.target !== '_self') return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a {...rest} href={to} onClick={follow}>
      {children}
    </a>
  );
}

/** A header link marked as the current section (`aria-current="page"`, class `active`) like `NavLink`. */
export function isCurrentSection(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
