import { IDEMPOTENCY_REPLAYED_HEADER } from '@ticketkit/contract';
import type { Context } from 'hono';
import { absolutise, type Urls } from '../domain/format.ts';
import { bind } from '../http/bind.ts';
import { claimKey, releaseKey } from '../http/idempotency.ts';
import { ApiError, functionError, isFunctionError, problemResponse } from '../http/problem.ts';
import { currentBooking, readBooking } from '../payments/booking-state.ts';
import { cancelAsAttendee, quoteCancellation, sendNow } from '../payments/cancellation.ts';
import type { RouteContext } from './context.ts';

/** What cancelling a booking gives back, and cancelling it (idempotent, like booking). */
export function cancellationRoutes({ app, db, calls, bindOptions, payments }: RouteContext): void {
  bind(app, 'getCancellationQuote', bindOptions, async ({ c, params, user }) => {
    const quote = await quoteCancellation(db, user.uid, params.bookingId ?? '');
    if (!quote) throw new ApiError('not-found', `You have no booking ${params.bookingId}.`);
    return c.json(quote);
  });

  /** The booking as it stands after a cancellation (or its refusal), its unsent refunds sent first. */
  const answer = async (c: Context, uid: string, result: unknown, urls: Urls, replayed: boolean) => {
    const headers: Record<string, string> = replayed ? { [IDEMPOTENCY_REPLAYED_HEADER]: 'true' } : {};
    if (isFunctionError(result)) {
      const error = functionError(result);
      return problemResponse(new ApiError(error.code, error.detail, error.extra, headers));
    }
    const { bookingId } = result as { bookingId: string };
    // A refund the provider did not take the first time is sent again by a retry of the same request.
    const { rows } = await db.query<{ id: string }>(
      `select id from refunds where booking_id = $1 and status = 'pending' and provider_refund_id is null order by id`,
      [bookingId],
    );
    await sendNow(db, payments, rows.map((r) => r.id));
    const booking = await readBooking(db, uid, bookingId);
    if (!booking) throw new ApiError('not-found', `You have no booking ${bookingId}.`);
    return c.json(absolutise(await currentBooking(db, booking.details, booking.state, payments, urls.origin), urls), 200, headers);
  };

  bind(app, 'cancelBooking', bindOptions, async ({ c, params, body, user, urls }) => {
    const bookingId = params.bookingId ?? '';
    const { key, replay } = await claimKey(c, calls, user.uid, { cancel: bookingId, ...body });
    if (replay !== undefined) return answer(c, user.uid, JSON.parse(replay ?? 'null') as unknown, urls, true);
    let result: unknown;
    try {
      result = await cancelAsAttendee(db, { uid: user.uid, key, bookingId, expectedRefund: body.expectedRefund });
    } catch (error) {
      await releaseKey(db, user.uid, key);
      throw error;
    }
    return answer(c, user.uid, result, urls, false);
  });
}
