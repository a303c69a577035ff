import type { Booking, BookingPayment } from '@ticketkit/contract';
import { useCallback, useRef } from 'react';
import { useEmit, useFormat, useTicketkit } from '../../context/TicketkitProvider.tsx';
import type { CheckoutOutcome } from './paymentState.ts';
import { paymentMessages } from './messages.ts';
import { openCheckout } from './openCheckout.ts';
import { PaymentStep } from './PaymentStep.tsx';
import { usePayment } from './usePayment.ts';

export interface PaymentContainerProps {
  booking: Booking;
  onPaid(booking: Booking): void;
  onEnded?(booking: Booking): void;
  onChooseTickets?(): void;
  focusOnShow?: boolean;
}

/** The payment step of a priced booking: its own chunk, loaded only when there is something to pay. */
export function PaymentContainer({ booking, onPaid, onEnded, onChooseTickets, focusOnShow }: PaymentContainerProps) {
  const sdk = useTicketkit();
  const emit = useEmit();
  const f = useFormat();
  const t = paymentMessages.useT();
  const host = useRef<HTMLDivElement>(null);
  const open = useCallback(
    (payment: BookingPayment, onOutcome: (o: CheckoutOutcome) => void) =>
      openCheckout(payment, {
        container: host.current ?? document.body,
        labels: { title: t('payment.checkoutTitle', { amount: f.money(payment.amount) }), close: t('payment.close'), frame: t('payment.checkoutFrame') },
        prefill: { name: booking.attendee.name, email: booking.attendee.email, contact: booking.attendee.phone },
        onOutcome,
      }),
    [t, f, booking.attendee],
  );
  const { view, problem, pay, expire } = usePayment({ api: sdk.api, booking, emit, open, onPaid, onEnded });
  return <PaymentStep view={view} problem={problem} onPay={pay} onExpire={expire} onChooseTickets={onChooseTickets} checkoutHost={host} focusOnShow={focusOnShow} />;
}
