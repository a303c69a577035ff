import type { Booking } from '@ticketkit/contract';
import { useState } from 'react';
import { useStore } from '../../context/hooks.ts';
import { usePages } from '../../context/usePages.ts';
import { useEmit, useTicketkit } from '../../context/TicketkitProvider.tsx';
import type { WidgetCallbacks } from '../../events.ts';
import { defaultPayHref } from './bookingStatusRules.ts';
import { MyTickets, type MyTicketsState, type TicketsWhen } from './MyTickets.tsx';

export interface MyTicketsContainerProps extends WidgetCallbacks {
  /** The corporate area's tickets (`GET /corporate/me/bookings`). */
  corporate?: boolean;
  initialWhen?: TicketsWhen;
  /** A booking's page on the host site; defaults to the spec's routes. */
  ticketHref?(booking: Booking): string;
  /** Where paying for an unpaid booking continues; defaults to the event's page, where its booking flow starts. */
  payHref?(booking: Booking): string;
  /** Where "Browse events" goes; default `/`. */
  browseHref?: string;
}

export { defaultPayHref };

export const defaultTicketHref = (corporate: boolean) => (b: Booking) =>
  corporate ? `/corporateevent/yourticket/${encodeURIComponent(b.id)}` : `/yourtickets/${encodeURIComponent(b.id)}`;

/** The person's tickets from the API. Signed out → asks to sign in and returns here afterwards. */
export function MyTicketsContainer({ corporate = false, initialWhen = 'upcoming', ticketHref, payHref = defaultPayHref, browseHref = '/', ...callbacks }: MyTicketsContainerProps) {
  const sdk = useTicketkit();
  const emit = useEmit(callbacks);
  const status = useStore(sdk.session, (s) => s.status);
  const [when, setWhen] = useState<TicketsWhen>(initialWhen);
  const signedIn = status === 'signed-in';
  const { state, loadMore, retry } = usePages(
    (cursor, signal) => {
      const query = { when, ...(cursor ? { cursor } : {}) };
      return corporate ? sdk.api.listCorporateBookings(query, { signal }) : sdk.api.listMyBookings(query, { signal });
    },
    [sdk, corporate, when],
    signedIn,
  );
  const href = ticketHref ?? defaultTicketHref(corporate);
  const shown: MyTicketsState = status === 'signed-out' ? { status: 'signed-out' } : status === 'unknown' ? { status: 'loading' } : state;
  return (
    <MyTickets
      state={shown}
      when={when}
      corporate={corporate}
      ticketHref={href}
      payHref={payHref}
      onNavigate={callbacks.onNavigate ? (to) => emit('ticketkit:navigate', { to }) : undefined}
      onWhenChange={setWhen}
      onOpen={callbacks.onNavigate ? (b) => emit('ticketkit:navigate', { to: href(b) }) : undefined}
      onBrowse={() => emit('ticketkit:navigate', { to: browseHref })}
      onSignIn={() => emit('ticketkit:navigate', { to: corporate ? '/corporate/login' : '/login?source=yourtickets' })}
      onRetry={retry}
      onLoadMore={loadMore}
    />
  );
}
