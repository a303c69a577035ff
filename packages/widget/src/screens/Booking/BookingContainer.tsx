import type { Booking as BookingData } from '@ticketkit/contract';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useStore } from '../../context/hooks.ts';
import { useEmit, useTicketkit } from '../../context/TicketkitProvider.tsx';
import type { Quantities } from '../TicketSelect/ticketRules.ts';
import { prefillAttendee } from './attendee.ts';
import { Booking } from './Booking.tsx';
import { selectionItems } from './pendingAttempt.ts';
import { useBooking } from './useBooking.ts';
import { FullPageLoader } from '../../ui/FullPageLoader.tsx';
import { QUEUE_CODES } from '../BookingFlow/QueueStep.tsx';

// The payment step and its checkouts load only when a booking has something to pay.
const PaymentContainer = lazy(() => import('../Payment/PaymentContainer.tsx').then((m) => ({ default: m.PaymentContainer })));

export interface BookingContainerProps {
  eventId: string;
  sessionId: string;
  quantities: Quantities;
  onConfirmed(booking: BookingData): void;
  onChooseTickets?(): void;
  onChooseDate?(): void;
  /** The hold was refused for want of a turn in the session's waiting room: go (back) to it. */
  onQueue?(): void;
  /** Renders a sign-in screen inside the booking step instead of only asking the host page. */
  renderSignIn?: () => ReactNode;
  /** This selection was booked already: show that booking (the flow's confirmation) instead. */
  onAlreadyBooked?(bookingId: string): void;
}

export function BookingContainer({ eventId, sessionId, quantities, onConfirmed, onChooseTickets, onChooseDate, onQueue, renderSignIn, onAlreadyBooked }: BookingContainerProps) {
  const sdk = useTicketkit();
  const emit = useEmit();
  const status = useStore(sdk.session, (s) => s.status);
  const user = useStore(sdk.session, (s) => s.user);
  const { state, confirm, expire, restart, pointsBalance, promoCheck, applyPromo, paid, ended } = useBooking({ api: sdk.api, sessionStatus: status, uid: user?.uid, eventId, sessionId, quantities, emit, onConfirmed });
  const bookedId = state.kind === 'booked' ? state.bookingId : null;
  const alreadyBooked = useRef(onAlreadyBooked);
  useEffect(() => {
    alreadyBooked.current = onAlreadyBooked;
  });
  useEffect(() => {
    if (bookedId) alreadyBooked.current?.(bookedId);
  }, [bookedId]);
  const queueCode = state.kind === 'hold-failed' && QUEUE_CODES.has(state.error.code) ? state.error.code : null;
  const toQueue = useRef(onQueue);
  useEffect(() => {
    toQueue.current = onQueue;
  });
  useEffect(() => {
    if (queueCode) toQueue.current?.();
  }, [queueCode]);
  return (
    <Booking
      // A new hold gets a fresh form prefilled from the user; a failed confirm keeps what was typed.
      key={state.kind === 'active' ? state.hold.id : state.kind}
      state={state}
      initialValues={prefillAttendee(user)}
      ticketKinds={selectionItems(quantities).length}
      onConfirm={confirm}
      pointsBalance={pointsBalance}
      promoCheck={promoCheck}
      onApplyPromo={applyPromo}
      onExpire={expire}
      onRetryHold={restart}
      onRestart={restart}
      onSignIn={() => emit('ticketkit:sign-in-required', { step: 'booking' })}
      onChooseTickets={onChooseTickets}
      onChooseDate={onChooseDate}
      onShowBooking={onAlreadyBooked}
      signIn={state.kind === 'signed-out' ? renderSignIn?.() : undefined}
      payment={
        state.kind === 'payment' ? (
          <Suspense fallback={<FullPageLoader />}>
            <PaymentContainer key={state.booking.id} booking={state.booking} onPaid={paid} onEnded={ended} onChooseTickets={onChooseTickets} focusOnShow={!state.resumed} />
          </Suspense>
        ) : undefined
      }
    />
  );
}
