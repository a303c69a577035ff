import type { Booking } from '@ticketkit/contract';
import { useState } from 'react';
import { useResource, useStore } from '../../context/hooks.ts';
import { useEmit, useTicketkit } from '../../context/TicketkitProvider.tsx';
import { AsyncView } from '../../ui/AsyncView.tsx';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import type { WidgetCallbacks } from '../../events.ts';
import { hasReceipt, isCancellable } from './bookingStatusRules.ts';
import { CancelDialog } from './CancelDialog.tsx';
import { ticketMessages } from './messages.ts';
import { defaultPayHref } from './MyTicketsContainer.tsx';
import { ReceiptContainer } from './ReceiptContainer.tsx';
import { Ticket } from './Ticket.tsx';
import { useCancelBooking } from './useCancelBooking.ts';

export interface TicketContainerProps extends WidgetCallbacks {
  bookingId: string;
  corporate?: boolean;
  backHref?: string;
  /** Where the events are (the site's home): a booking that is not found links there. */
  eventsHref?: string;
  /** Where paying for an unpaid booking continues; defaults to the event's page. */
  payHref?(booking: Booking): string;
  /** The page Share offers; defaults to the event's page. */
  shareHref?(booking: Booking): string;
  /** Opens on the receipt instead of the ticket (a page of its own for it). */
  initialView?: 'ticket' | 'receipt';
  /** The receipt's own page: with `onNavigate`, the ticket's receipt action goes there. */
  receiptHref?: string;
  /** The ticket's own page: with `onNavigate`, the receipt's Back goes there. */
  ticketHref?: string;
}

/**
 * One booking from the API (the API answers not-found for someone else's booking), with its receipt
 * and cancellation. The receipt is a view of this screen, so it works inside an element with no page
 * of its own to go to.
 */
export function TicketContainer({ bookingId, corporate = false, backHref, eventsHref, payHref = defaultPayHref, shareHref = defaultPayHref, initialView = 'ticket', receiptHref, ticketHref, ...callbacks }: TicketContainerProps) {
  const sdk = useTicketkit();
  const t = ticketMessages.useT();
  const emit = useEmit(callbacks);
  const status = useStore(sdk.session, (s) => s.status);
  const employee = useStore(sdk.corporate, (s) => s.employee);
  const booking = useResource((signal) => (status === 'signed-in' ? sdk.api.getBooking(bookingId, { signal }) : new Promise<never>(() => {})), [bookingId, status]);
  const [view, setView] = useState<{ name: 'ticket' | 'receipt'; moved: boolean }>({ name: initialView, moved: false });
  const [cancelled, setCancelled] = useState<Booking | null>(null);
  // When the page opened: a session starting while it is open is refused by the quote, which has the last word.
  const [openedAt] = useState(Date.now);
  const cancel = useCancelBooking(sdk, bookingId, (after, refund) => {
    setCancelled(after);
    emit('ticketkit:booking-cancelled', { bookingId: after.id, refund: refund.amount, currency: refund.currency });
  });
  const back = backHref ?? (corporate ? '/corporateevent/yourtickets' : '/yourtickets');
  const navigate = callbacks.onNavigate ? (to: string) => emit('ticketkit:navigate', { to }) : undefined;
  if (status === 'signed-out') {
    return (
      <EmptyState title={t('tickets.signIn.title')}>
        <Button onClick={() => emit('ticketkit:navigate', { to: `/login?source=${encodeURIComponent(`/yourtickets/${bookingId}`)}` })}>{t('tickets.signIn.action')}</Button>
      </EmptyState>
    );
  }
  if (view.name === 'receipt') {
    const toTicket = navigate && ticketHref ? () => navigate(ticketHref) : () => setView({ name: 'ticket', moved: true });
    return <ReceiptContainer bookingId={bookingId} focusOnShow={view.moved} onBack={toTicket} />;
  }
  return (
    <AsyncView state={booking} loadingLabel={t('ticket.loading')} eventsHref={eventsHref}>
      {(loaded) => {
        const b = cancelled ?? loaded;
        return (
          <>
            {/* Before the ticket: its closing hands focus back first, then the ticket may move it on. */}
            <CancelDialog booking={b} state={cancel.state} onConfirm={() => void cancel.confirm()} onClose={cancel.close} onRetryQuote={cancel.retryQuote} />
            <Ticket
              booking={b}
              companyName={employee?.company.slug === b.companySlug ? employee?.company.name : undefined}
              backHref={back}
              onBack={navigate ? () => navigate(back) : undefined}
              payHref={payHref(b)}
              shareHref={shareHref(b)}
              onNavigate={navigate}
              onShowReceipt={hasReceipt(b) ? (navigate && receiptHref ? () => navigate(receiptHref) : () => setView({ name: 'receipt', moved: true })) : undefined}
              onCancel={isCancellable(b, openedAt) ? cancel.open : undefined}
              notice={cancelled ? t('ticket.cancelledNow') : undefined}
              focusOnShow={view.moved}
            />
          </>
        );
      }}
    </AsyncView>
  );
}
