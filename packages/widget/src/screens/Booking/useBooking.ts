import type { Booking } from '@ticketkit/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import type { Emit } from '../../events.ts';
import { toWidgetError, type SessionState, type WidgetApi } from '../../sdk/types.ts';
import type { Quantities } from '../TicketSelect/ticketRules.ts';
import type { BookingState } from './Booking.tsx';
import type { BookingSubmission } from './BookingForm.tsx';
import { createAttemptKeys } from './idempotency.ts';
import type { PromoCheck } from './promoCheck.ts';
import { awaitsPayment } from '../Tickets/bookingStatusRules.ts';
import { clearPaying, clearPending, pendingKey, readBooked, readPaying, readPending, saveBooked, savePaying, savePending, selectionItems, selectionKey } from './pendingAttempt.ts';

export interface UseBookingOptions {
  api: WidgetApi;
  sessionStatus: SessionState['status'];
  /** The signed-in person: what this tab remembers as booked is theirs alone. */
  uid: string | undefined;
  eventId: string;
  sessionId: string;
  quantities: Quantities;
  emit: Emit;
  onConfirmed(booking: Booking): void;
}

/**
 * The booking step's state machine: sign-in gate → hold → form → booking (→ payment), with expiry,
 * sold-out and failures. A hold the visitor walks away from is released; a confirm in flight ignores
 * further clicks; every retry of the same submission reuses its Idempotency-Key. A booking waiting
 * for its payment keeps its attempt, so a reload or another tab resumes it instead of booking again.
 */
export function useBooking({ api, sessionStatus, uid, eventId, sessionId, quantities, emit, onConfirmed }: UseBookingOptions) {
  const { locale } = useFormat();
  const [state, setState] = useState<BookingState>({ kind: 'holding' });
  const [pointsBalance, setPointsBalance] = useState<number | 'checking' | null>('checking');
  const [promoCheck, setPromoCheck] = useState<PromoCheck | null>(null);
  const [attempt, setAttempt] = useState(0);
  const keys = useRef(createAttemptKeys());
  const inFlight = useRef(false);
  const holdRef = useRef<{ id: string; converted: boolean } | null>(null);
  const signInAsked = useRef(false);
  // The selection's one key: its attempts and its booking are kept under it, and the hold is taken
  // again only when it changes (not when the quantities object is rebuilt with the same tickets).
  const selected = selectionKey(sessionId, quantities);
  const emitRef = useRef(emit);
  const confirmedRef = useRef(onConfirmed);
  const quantitiesRef = useRef(quantities);
  useEffect(() => {
    emitRef.current = emit;
    confirmedRef.current = onConfirmed;
    quantitiesRef.current = quantities;
  });

  const signedOut = useCallback(() => {
    setState({ kind: 'signed-out' });
    if (!signInAsked.current) {
      signInAsked.current = true;
      emitRef.current('ticketkit:sign-in-required', { step: 'booking' });
    }
  }, []);

  /** Paid (or nothing to pay): the attempt is over and the flow shows the confirmation. */
  const paid = useCallback(
    (booking: Booking) => {
      clearPending(pendingKey(selected));
      clearPaying(uid, selected);
      saveBooked(uid, selected, booking.id);
      emitRef.current('ticketkit:booking-confirmed', { bookingId: booking.id, amount: booking.amounts.total.amount, currency: booking.amounts.total.currency });
      confirmedRef.current(booking);
    },
    [uid, selected],
  );

  /** The booking can no longer be paid: nothing is resumed any more. */
  const ended = useCallback(() => {
    clearPending(pendingKey(selected));
    clearPaying(uid, selected);
  }, [uid, selected]);

  /** What booking the hold answered: confirmed at once, or the payment step (kept for a reload). */
  const answered = useCallback(
    (booking: Booking, resumed: boolean) => {
      if (holdRef.current) holdRef.current.converted = true;
      if (booking.status === 'confirmed') return paid(booking);
      if (awaitsPayment(booking)) savePaying(uid, selected, booking.id);
      else ended();
      setState({ kind: 'payment', booking, resumed });
    },
    [paid, ended, uid, selected],
  );

  useEffect(() => {
    // This selection was booked already in this tab: show that booking, never a second hold.
    const booked = readBooked(uid, selected);
    if (booked) {
      setState({ kind: 'booked', bookingId: booked });
      return;
    }
    if (sessionStatus === 'signed-out') {
      signedOut();
      return;
    }
    signInAsked.current = false;
    if (sessionStatus !== 'signed-in') {
      setState({ kind: 'holding' });
      return;
    }
    const controller = new AbortController();
    setState({ kind: 'holding' });
    const storeKey = pendingKey(selected);
    const pending = readPending(storeKey);
    if (pending) {
      // A confirm was in flight when the page went away: finish that one, never start another.
      api.createBooking(pending.body, { idempotencyKey: pending.idempotencyKey, signal: controller.signal }).then(
        (booking) => {
          if (!controller.signal.aborted) answered(booking, true);
        },
        (e: unknown) => {
          if (controller.signal.aborted) return;
          const error = toWidgetError(e);
          if (error.retryable) {
            setState({ kind: 'hold-failed', error });
            return;
          }
          // The earlier attempt cannot complete (hold expired, released…): start afresh.
          clearPending(storeKey);
          setAttempt((n) => n + 1);
        },
      );
      return () => controller.abort();
    }
    const paying = readPaying(uid, selected);
    if (paying) {
      // Another tab (or this one before a reload) booked this selection and is paying for it.
      api.getBooking(paying, { signal: controller.signal }).then(
        (booking) => {
          if (controller.signal.aborted) return;
          if (booking.status === 'confirmed') {
            clearPaying(uid, selected);
            saveBooked(uid, selected, booking.id);
            setState({ kind: 'booked', bookingId: booking.id });
          } else if (awaitsPayment(booking)) {
            setState({ kind: 'payment', booking, resumed: true });
          } else {
            clearPaying(uid, selected);
            setAttempt((n) => n + 1);
          }
        },
        (e: unknown) => {
          if (controller.signal.aborted) return;
          const error = toWidgetError(e);
          if (error.retryable) setState({ kind: 'hold-failed', error });
          else {
            clearPaying(uid, selected);
            setAttempt((n) => n + 1);
          }
        },
      );
      return () => controller.abort();
    }
    api.createHold({ sessionId, items: selectionItems(quantitiesRef.current) }, { signal: controller.signal }).then(
      (hold) => {
        if (controller.signal.aborted) {
          // Created after we left (or a strict-mode re-run): give the tickets back.
          api.releaseHold(hold.id).catch(() => {});
          return;
        }
        holdRef.current = { id: hold.id, converted: false };
        setState({ kind: 'active', hold, submitting: false, error: null });
        setPromoCheck(null);
        setPointsBalance(hold.companySlug === null ? 'checking' : null);
        if (hold.companySlug === null) {
          // The balance beside the points field, and with it the most this order can take.
          api.quoteHold(hold.id, {}, { signal: controller.signal }).then(
            (quote) => {
              if (!controller.signal.aborted) setPointsBalance(quote.pointsBalance);
            },
            () => {
              if (!controller.signal.aborted) setPointsBalance(null);
            },
          );
        }
        emitRef.current('ticketkit:hold-created', { holdId: hold.id, eventId, sessionId, expiresAt: hold.expiresAt });
      },
      (e: unknown) => {
        if (controller.signal.aborted) return;
        const error = toWidgetError(e);
        emitRef.current('ticketkit:error', { code: error.code, message: error.message });
        if (error.code === 'auth/unauthenticated') signedOut();
        else if (error.code === 'booking/sold-out') setState({ kind: 'sold-out' });
        else setState({ kind: 'hold-failed', error });
      },
    );
    return () => {
      controller.abort();
      const held = holdRef.current;
      holdRef.current = null;
      if (held && !held.converted) api.releaseHold(held.id).catch(() => {});
    };
  }, [api, sessionStatus, uid, sessionId, eventId, selected, attempt, signedOut, answered]);

  const confirm = useCallback(
    (submission: BookingSubmission) => {
      if (inFlight.current || state.kind !== 'active') return;
      const hold = state.hold;
      // The screen's language is the mails' language (the API writes the confirmation in it).
      const body = { holdId: hold.id, ...submission, locale };
      const idempotencyKey = keys.current.keyFor(body);
      const storeKey = pendingKey(selected);
      inFlight.current = true;
      savePending(storeKey, { body, idempotencyKey });
      setState({ kind: 'active', hold, submitting: true, error: null });
      api.createBooking(body, { idempotencyKey }).then(
        (booking) => {
          inFlight.current = false;
          answered(booking, false);
        },
        (e: unknown) => {
          inFlight.current = false;
          const error = toWidgetError(e);
          // A definite answer from the API ends the attempt; after a network failure the outcome is
          // unknown, so the attempt stays recorded and a reload re-sends it with the same key.
          if (!error.retryable) clearPending(storeKey);
          emitRef.current('ticketkit:error', { code: error.code, message: error.message });
          if (error.code === 'hold/expired' || error.code === 'hold/not-active') {
            holdRef.current = null;
            setState({ kind: 'expired' });
            emitRef.current('ticketkit:hold-expired', { holdId: hold.id });
          } else if (error.code === 'auth/unauthenticated') {
            signedOut();
          } else {
            setState({ kind: 'active', hold, submitting: false, error });
          }
        },
      );
    },
    [api, state, signedOut, selected, answered, locale],
  );

  const expire = useCallback(() => {
    if (state.kind !== 'active' || inFlight.current) return;
    holdRef.current = null;
    setState({ kind: 'expired' });
    emitRef.current('ticketkit:hold-expired', { holdId: state.hold.id });
  }, [state]);

  const applyPromo = useCallback(
    (code: string) => {
      if (state.kind !== 'active') return;
      const holdId = state.hold.id;
      setPromoCheck({ status: 'checking', code });
      api.quoteHold(holdId, { promoCode: code }).then(
        (quote) => {
          if (holdRef.current?.id !== holdId) return;
          setPromoCheck((now) => (now?.code === code ? { status: 'applied', code, discount: quote.amounts.discount.amount } : now));
          setPointsBalance(quote.pointsBalance);
        },
        (e: unknown) => {
          if (holdRef.current?.id !== holdId) return;
          const error = toWidgetError(e);
          const problem = (e as { problem?: { reason?: unknown; minSubtotal?: unknown } } | null)?.problem;
          const next: PromoCheck =
            error.code === 'booking/total-below-minimum'
              ? { status: 'invalid', code, reason: 'total-below-minimum' }
              : error.code === 'booking/invalid-promo-code'
              ? {
                  status: 'invalid',
                  code,
                  reason: problem?.reason === 'below-minimum' || problem?.reason === 'company-paid' ? problem.reason : 'unknown',
                  ...(typeof problem?.minSubtotal === 'number' ? { minSubtotal: problem.minSubtotal } : {}),
                }
              : { status: 'failed', code };
          setPromoCheck((now) => (now?.code === code ? next : now));
        },
      );
    },
    [api, state],
  );

  const restart = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, confirm, expire, restart, pointsBalance, promoCheck, applyPromo, paid, ended };
}
