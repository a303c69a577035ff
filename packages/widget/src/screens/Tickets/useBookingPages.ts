import type { Booking, BookingPage } from '@ticketkit/contract';
import { useCallback, useEffect, useState } from 'react';
import { toWidgetError, type WidgetError } from '../../sdk/types.ts';
import type { TicketsWhen } from './MyTickets.tsx';

type Load = (query: { when: TicketsWhen; cursor?: string }, options: { signal: AbortSignal }) => Promise<BookingPage>;

export type BookingPagesState =
  | { status: 'loading' }
  | { status: 'error'; error: WidgetError }
  | { status: 'success'; bookings: Booking[]; hasMore: boolean; loadingMore?: boolean };

/** First page on `when` change (aborting the previous one), then "load more" by cursor. */
export function useBookingPages(load: Load, when: TicketsWhen, enabled: boolean) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<BookingPagesState & { key?: string; cursor?: string | null }>({ status: 'loading' });
  const key = `${when}|${attempt}|${enabled}`;
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    load({ when }, { signal: controller.signal }).then(
      (page) => !controller.signal.aborted && setState({ key, status: 'success', bookings: page.items, hasMore: page.nextCursor !== null, cursor: page.nextCursor }),
      (error: unknown) => !controller.signal.aborted && setState({ key, status: 'error', error: toWidgetError(error) }),
    );
    return () => controller.abort();
    // `load` is a fresh closure each render; the key says when to reload.
  }, [key]);
  const loadMore = useCallback(() => {
    if (state.status !== 'success' || !state.cursor || state.loadingMore) return;
    const current = state;
    setState({ ...current, loadingMore: true });
    load({ when, cursor: current.cursor ?? undefined }, { signal: new AbortController().signal }).then(
      (page) => setState({ ...current, bookings: [...current.bookings, ...page.items], hasMore: page.nextCursor !== null, cursor: page.nextCursor, loadingMore: false }),
      () => setState({ ...current, loadingMore: false }),
    );
  }, [state, load, when]);
  const shown: BookingPagesState = state.key === key ? state : { status: 'loading' };
  return { state: shown, loadMore, retry: () => setAttempt((n) => n + 1) };
}
