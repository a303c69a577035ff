import type { Booking, CancellationQuote, Money } from '@ticketkit/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { WidgetSdk } from '../../sdk/types.ts';
import { toDisplayError, type DisplayError } from '../../ui/displayError.ts';
import { randomKey } from '../Booking/idempotency.ts';

/**
 * The cancel dialog's steps. `changedFrom` is the refund the person was shown before the API said it
 * changed (a tier ended): the dialog shows the old and the new amount and asks again.
 */
export type CancelState =
  | { step: 'closed' }
  | { step: 'quoting'; changedFrom: Money | null }
  | { step: 'quote-failed'; error: DisplayError; changedFrom: Money | null }
  | { step: 'quoted' | 'cancelling'; quote: CancellationQuote; changedFrom: Money | null; error: DisplayError | null };

/**
 * The new quote the API sends with `booking/refund-changed` (its problem's `quote`), when it is there
 * and for this booking; otherwise the dialog asks for a fresh one.
 */
export function quoteFromError(error: unknown, bookingId: string): CancellationQuote | null {
  const problem = typeof error === 'object' && error !== null && 'problem' in error ? (error.problem as Record<string, unknown> | undefined) : undefined;
  const quote = problem?.quote as Partial<CancellationQuote> | undefined;
  return quote && quote.bookingId === bookingId && typeof quote.refund?.amount === 'number' && Array.isArray(quote.policy?.tiers) ? (quote as CancellationQuote) : null;
}

/**
 * Cancel with the refund the person saw: open loads the quote, confirm sends it as `expectedRefund`
 * under one Idempotency-Key per refund amount (a retry after a timeout cancels once), a changed
 * refund shows the API's new quote (or asks for one) and asks again, any other failure keeps the quote and says why.
 */
export function useCancelBooking(sdk: WidgetSdk, bookingId: string, onCancelled: (booking: Booking, refund: Money) => void) {
  const [state, setState] = useState<CancelState>({ step: 'closed' });
  const inFlight = useRef(false);
  const attempt = useRef<{ refund: number; key: string } | null>(null);
  const loading = useRef<AbortController | null>(null);
  const done = useRef(onCancelled);
  useEffect(() => {
    done.current = onCancelled;
  });
  useEffect(() => () => loading.current?.abort(), []);

  const quote = useCallback(
    async (changedFrom: Money | null) => {
      loading.current?.abort();
      const controller = new AbortController();
      loading.current = controller;
      setState({ step: 'quoting', changedFrom });
      try {
        const q = await sdk.api.getCancellationQuote(bookingId, { signal: controller.signal });
        if (!controller.signal.aborted) setState({ step: 'quoted', quote: q, changedFrom, error: null });
      } catch (error) {
        if (!controller.signal.aborted) setState({ step: 'quote-failed', error: toDisplayError(error), changedFrom });
      }
    },
    [sdk, bookingId],
  );

  const open = useCallback(() => void quote(null), [quote]);
  const close = useCallback(() => {
    if (inFlight.current) return;
    loading.current?.abort();
    setState({ step: 'closed' });
  }, []);
  const retryQuote = useCallback(() => void quote(state.step === 'quote-failed' ? state.changedFrom : null), [quote, state]);

  const confirm = useCallback(async () => {
    if (state.step !== 'quoted' || !state.quote.cancellable || inFlight.current) return;
    const { quote: shown, changedFrom } = state;
    const refund = shown.refund.amount;
    if (attempt.current?.refund !== refund) attempt.current = { refund, key: randomKey() };
    inFlight.current = true;
    setState({ step: 'cancelling', quote: shown, changedFrom, error: null });
    try {
      const booking = await sdk.api.cancelBooking(bookingId, { expectedRefund: refund }, { idempotencyKey: attempt.current.key });
      inFlight.current = false;
      setState({ step: 'closed' });
      done.current(booking, shown.refund);
    } catch (error) {
      inFlight.current = false;
      const shownError = toDisplayError(error);
      const fresh = shownError.code === 'booking/refund-changed' ? quoteFromError(error, bookingId) : null;
      if (fresh) setState({ step: 'quoted', quote: fresh, changedFrom: shown.refund, error: null });
      else if (shownError.code === 'booking/refund-changed') await quote(shown.refund);
      else setState({ step: 'quoted', quote: shown, changedFrom, error: shownError });
    }
  }, [sdk, bookingId, state, quote]);

  return { state, open, close, confirm, retryQuote };
}
