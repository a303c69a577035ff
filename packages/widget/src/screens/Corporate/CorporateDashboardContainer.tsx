import { useResource } from '../../context/hooks.ts';
import { useEmit, useTicketkit } from '../../context/TicketkitProvider.tsx';
import type { WidgetCallbacks } from '../../events.ts';
import { defaultTicketHref } from '../Tickets/MyTicketsContainer.tsx';
import { CorporateDashboard } from './CorporateDashboard.tsx';
import { SignInFirst } from './SignInFirst.tsx';
import { useEmployee } from './useEmployee.ts';

export interface CorporateDashboardContainerProps extends WidgetCallbacks {
  company: string;
  /** Where booking a company event goes; default the spec's `/corporateevent/{name}/{id}`. */
  eventHref?(event: { id: string; slug: string }): string;
}

/** The dashboard for a stored employee of `company`; anyone else is sent to the corporate sign-in. */
export function CorporateDashboardContainer({ company, eventHref = (e) => `/corporateevent/${encodeURIComponent(e.slug)}/${encodeURIComponent(e.id)}`, ...callbacks }: CorporateDashboardContainerProps) {
  const sdk = useTicketkit();
  const emit = useEmit(callbacks);
  const employee = useEmployee(sdk, company);
  const member = employee !== null;
  const events = useResource(
    async (signal) => (member ? (await sdk.api.listCompanyEvents(company, {}, { signal })).items : new Promise<never>(() => {})),
    [company, member],
  );
  const bookings = useResource(
    async (signal) => (member ? (await sdk.api.listCorporateBookings({ when: 'upcoming' }, { signal })).items.filter((b) => b.companySlug === company) : new Promise<never>(() => {})),
    [company, member],
  );
  if (!employee) return <SignInFirst company={company} emit={emit} />;
  const ticketHref = defaultTicketHref(true);
  return (
    <CorporateDashboard
      employee={employee}
      events={events}
      bookings={bookings}
      ticketHref={ticketHref}
      ticketsHref="/corporateevent/yourtickets"
      eventHref={eventHref}
      onBook={(e) => emit('ticketkit:navigate', { to: eventHref(e) })}
      onOpenTicket={callbacks.onNavigate ? (b) => emit('ticketkit:navigate', { to: ticketHref(b) }) : undefined}
      onLeave={() => {
        sdk.corporate.getState().setEmployee(null);
        emit('ticketkit:navigate', { to: '/corporate/login' });
      }}
    />
  );
}
