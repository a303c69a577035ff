import { useResource, useStore } from '../../context/hooks.ts';
import { useEmit, useTicketkit } from '../../context/TicketkitProvider.tsx';
import { AsyncView } from '../../ui/AsyncView.tsx';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import type { WidgetCallbacks } from '../../events.ts';
import { ticketMessages } from './messages.ts';
import { Ticket } from './Ticket.tsx';

export interface TicketContainerProps extends WidgetCallbacks {
  bookingId: string;
  corporate?: boolean;
  backHref?: string;
  /** Where the events are (the site's home): a booking that is not found links there. */
  eventsHref?: string;
}

/** One booking from the API (the API answers not-found for someone else's booking). */
export function TicketContainer({ bookingId, corporate = false, backHref, eventsHref, ...callbacks }: TicketContainerProps) {
  const sdk = useTicketkit();
  const t = ticketMessages.useT();
  const emit = useEmit(callbacks);
  const status = useStore(sdk.session, (s) => s.status);
  const employee = useStore(sdk.corporate, (s) => s.employee);
  const booking = useResource((signal) => (status === 'signed-in' ? sdk.api.getBooking(bookingId, { signal }) : new Promise<never>(() => {})), [bookingId, status]);
  const back = backHref ?? (corporate ? '/corporateevent/yourtickets' : '/yourtickets');
  if (status === 'signed-out') {
    return (
      <EmptyState title={t('tickets.signIn.title')}>
        <Button onClick={() => emit('ticketkit:navigate', { to: `/login?source=${encodeURIComponent(`/yourtickets/${bookingId}`)}` })}>{t('tickets.signIn.action')}</Button>
      </EmptyState>
    );
  }
  return (
    <AsyncView state={booking} loadingLabel={t('ticket.loading')} eventsHref={eventsHref}>
      {(b) => (
        <Ticket
          booking={b}
          companyName={employee?.company.slug === b.companySlug ? employee?.company.name : undefined}
          backHref={back}
          onBack={callbacks.onNavigate ? () => emit('ticketkit:navigate', { to: back }) : undefined}
        />
      )}
    </AsyncView>
  );
}
