import { useStore } from '@ticketkit/widget';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { sourceFor } from './returnPath.ts';
import type { Guard } from './routeTable.ts';
import { useSiteTicketkit } from './ticketkit.ts';

/**
 * Renders a guarded route's screen only for the right visitor: a stored `userData` for the
 * account pages (the spec's `/yourtickets` → `/login?source=yourtickets`), a stored `CorporateEmp`
 * of the route's company for the corporate pages. Re-checks whenever the session changes, so
 * signing out on a guarded page leaves it.
 */
export function Guarded({ guard, children }: { guard: Guard; children: ReactNode }) {
  const sdk = useSiteTicketkit();
  const location = useLocation();
  const { company_name: companyInPath } = useParams();
  // Subscribed so a sign-in or sign-out re-runs the guard.
  useStore(sdk.session, (s) => s.status);
  const employee = useStore(sdk.corporate, (s) => s.employee);
  const source = sourceFor(location);
  const verdict =
    guard === 'user'
      ? sdk.guards.requireUser(source)
      : sdk.guards.requireCorporate(companyInPath ?? employee?.company.slug ?? '', source);
  if (verdict) return <Navigate to={verdict.redirect} replace />;
  return children;
}
