import type { Booking, BookingPayment } from '@ticketkit/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Emit } from '../../events.ts';
import type { WidgetApi } from '../../sdk/types.ts';
import { toDisplayError, type DisplayError } from '../../ui/displayError.ts';
import type { CheckoutHandle } from './openCheckout.ts';
import { awaitsPayment } from '../Tickets/bookingStatusRules.ts';
import { afterCheckout, POLL_INTERVAL_MS, viewOf, type CheckoutOutcome, type PaymentView } from './paymentState.ts';

export interface UsePaymentOptions {
  api: WidgetApi;
  booking: Booking;
  emit: Emit;
  /** Opens the provider's checkout for the order (openCheckout with the screen's container and words). */
  open(payment: BookingPayment, onOutcome: (outcome: CheckoutOutcome) => void): CheckoutHandle;
  /** Paid: the flow shows the confirmation. */
  onPaid(booking: Booking): void;
  /** The booking can no longer be paid (expired, refunded): what was kept for it can go. */
  onEnded?(booking: Booking): void;
}

/**
 * The payment step's state machine. The booking is read again when the step appears and before
 * every Pay, so a reload or a second tab shows what the API knows and never opens a paid order; a
 * payment still settling is polled every 2 s while the tab is visible.
 */
export function usePayment({ api, booking, emit, open, onPaid, onEnded }: UsePaymentOptions) {
  const [view, setView] = useState<PaymentView>(() => viewOf(booking));
  const [problem, setProblem] = useState<DisplayError | null>(null);
  const checkout = useRef<CheckoutHandle | null>(null);
  const latest = useRef({ emit, open, onPaid, onEnded });
  useEffect(() => {
    latest.current = { emit, open, onPaid, onEnded };
  });

  // Settled once: the host hears of a paid booking once, whatever told us first.
  const settled = useRef(false);
  useEffect(() => {
    if (settled.current) return;
    if (view.kind === 'confirmed') {
      settled.current = true;
      latest.current.onPaid(view.booking);
    } else if (view.kind === 'expired') {
      settled.current = true;
      latest.current.onEnded?.(view.booking);
    }
  }, [view]);

  /** The API's answer, as the step shows it; a new failure is told to the host page. */
  const apply = useCallback((fresh: Booking, from: PaymentView['kind']) => {
    const next = viewOf(fresh);
    if (next.kind === 'ready' && next.failure !== null && from !== 'ready') latest.current.emit('ticketkit:payment-failed', { bookingId: fresh.id, reason: next.failure });
    setView(next);
  }, []);

  // What the API knows now: a reload or a second tab may find the booking paid or settling.
  useEffect(() => {
    const controller = new AbortController();
    api.getBooking(booking.id, { signal: controller.signal }).then(
      (fresh) => {
        if (!controller.signal.aborted) setView((now) => (now.kind === 'ready' ? viewOf(fresh) : now));
      },
      () => {},
    );
    return () => {
      controller.abort();
      checkout.current?.close();
    };
  }, [api, booking.id]);

  const outcome = useCallback(
    (result: CheckoutOutcome, current: PaymentView) => {
      checkout.current = null;
      const next = afterCheckout(current, result);
      setView(next);
      if (result.type === 'failed') latest.current.emit('ticketkit:payment-failed', { bookingId: current.booking.id, reason: result.reason ?? '' });
      if (result.type !== 'success') return;
      api.submitPaymentResult(current.booking.id, { orderId: result.orderId, paymentId: result.paymentId, signature: result.signature }).then(
        (fresh) => {
          // Verified but not settled: the webhook will settle it.
          const v = viewOf(fresh);
          setView(v.kind === 'ready' && v.failure === null ? { kind: 'waiting', booking: fresh } : v);
          if (v.kind === 'ready' && v.failure !== null) latest.current.emit('ticketkit:payment-failed', { bookingId: fresh.id, reason: v.failure });
        },
        (e: unknown) => {
          const error = toDisplayError(e);
          if (error.retryable) {
            // The answer was lost, not refused: the provider's webhook decides; wait for it.
            setView({ kind: 'waiting', booking: current.booking });
            return;
          }
          setProblem(error);
          setView({ kind: 'ready', booking: current.booking, failure: null });
        },
      );
    },
    [api],
  );

  const pay = useCallback(() => {
    if (view.kind !== 'ready') return;
    const { booking: shown } = view;
    setProblem(null);
    setView({ kind: 'opening', booking: shown });
    api.getBooking(shown.id).then(
      (fresh) => {
        const next = viewOf(fresh);
        if (next.kind !== 'ready' || !fresh.payment) {
          setView(next);
          return;
        }
        const opened: PaymentView = { kind: 'checkout', booking: fresh };
        setView(opened);
        latest.current.emit('ticketkit:payment-started', { bookingId: fresh.id, orderId: fresh.payment.orderId, amount: fresh.payment.amount.amount });
        checkout.current = latest.current.open(fresh.payment, (result) => outcome(result, opened));
      },
      (e: unknown) => {
        setProblem(toDisplayError(e));
        setView(view);
      },
    );
  }, [api, view, outcome]);

  // Waiting: ask again every 2 s while the tab is visible, at once when it becomes visible again.
  const waitingFor = view.kind === 'waiting' ? view.booking.id : null;
  useEffect(() => {
    if (!waitingFor) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = () => {
      clearTimeout(timer);
      if (document.visibilityState === 'hidden') return;
      api.getBooking(waitingFor, { signal: controller.signal }).then(
        (fresh) => {
          if (controller.signal.aborted) return;
          // Settling, or not yet seen by the provider (its webhook may come after the checkout said "pending"): ask again.
          const next = viewOf(fresh);
          if (next.kind === 'waiting' || (next.kind === 'ready' && next.failure === null)) timer = setTimeout(poll, POLL_INTERVAL_MS);
          else apply(fresh, 'waiting');
        },
        () => {
          if (!controller.signal.aborted) timer = setTimeout(poll, POLL_INTERVAL_MS);
        },
      );
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') poll();
    };
    document.addEventListener('visibilitychange', onVisible);
    timer = setTimeout(poll, POLL_INTERVAL_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [api, waitingFor, apply]);

  /** The hold's time ran out on the step: the API says whether it expired or was paid just in time. */
  const expire = useCallback(() => {
    if (view.kind !== 'ready') return;
    const { booking: shown } = view;
    api.getBooking(shown.id).then(
      (fresh) => setView(awaitsPayment(fresh) && viewOf(fresh).kind === 'ready' ? { kind: 'expired', booking: fresh, refunded: false } : viewOf(fresh)),
      () => setView({ kind: 'expired', booking: shown, refunded: false }),
    );
  }, [api, view]);

  return { view, problem, pay, expire };
}
