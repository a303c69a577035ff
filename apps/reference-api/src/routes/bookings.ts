import { IDEMPOTENCY_REPLAYED_HEADER, type Booking, type BookingPage } from '@ticketkit/contract';
import type { Context } from 'hono';
import type { Queryable } from '../db/database.ts';
import { absolutise, decodeCursor, encodeCursor, type Urls } from '../domain/format.ts';
import { newId } from '../domain/ids.ts';
import { bind } from '../http/bind.ts';
import { claimOf, claimReplay, idempotencyKey } from '../http/idempotency.ts';
import { ApiError, functionError, isFunctionError, problemResponse } from '../http/problem.ts';
import { BOOKING_COLUMNS, currentBooking, parseRow, readBooking, type BookingRow } from '../payments/booking-state.ts';
import { ensureOrder } from '../payments/orders.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import type { BookingState } from '../db/booking-calls.ts';
import { withTicketCodes } from '../tickets/codes.ts';
import { signingKeys } from '../tickets/signing-keys.ts';
import type { RouteContext } from './context.ts';
import { mailLocale } from '../mail/language.ts';

/** Renders a booking function's answer; the same stored answer renders the same response. */
async function render(c: Context, db: Queryable, result: unknown, urls: Urls, replayed: boolean): Promise<Response> {
  const headers: Record<string, string> = replayed ? { [IDEMPOTENCY_REPLAYED_HEADER]: 'true' } : {};
  if (isFunctionError(result)) {
    const error = functionError(result);
    return problemResponse(new ApiError(error.code, error.detail, error.extra, headers));
  }
  // A fresh booking was not cancelled; saying so explicitly keeps it byte-equal to its replay, which reads its state.
  const booking = { ...(result as Booking), cancellation: (result as Booking).cancellation ?? null };
  return c.json(absolutise(await withTicketCodes(signingKeys(db), booking), urls), 201, headers);
}

export function bookingRoutes({ app, db, calls, config, bindOptions, payments }: RouteContext): void {
  /** A booking as it stands now, its order created first if it is waiting for one. */
  const answerBooking = async (c: Context, details: Booking, state: BookingState, urls: Urls, status: 200 | 201, headers: Record<string, string> = {}) => {
    const now = await ensureOrder(calls, payments, details, state);
    return c.json(absolutise(await currentBooking(db, details, now, payments, urls.origin), urls), status, headers);
  };

  bind(app, 'createBooking', bindOptions, async ({ c, body, user, urls }) => {
    const key = idempotencyKey(c);
    const bookingId = newId('bk');
    // One round claims the key and, only when claimed, books, in one transaction: a booking that
    // fails takes its claim back with it, so the key is free to retry and there is nothing to release.
    const outcome = await calls.createBooking({
      ...claimOf(user.uid, key, body),
      id: bookingId, holdId: body.holdId, attendee: body.attendee, promoCode: body.promoCode ?? null,
      redeemPoints: body.redeemPoints ?? 0, qrPayload: null,
      paymentHoldSeconds: config.paymentHoldLimitSeconds, gstin: body.gstin ?? null,
      locale: mailLocale(body.locale ?? c.req.header('accept-language')),
    });
    if (outcome.outcome !== 'claimed') {
      const stored = JSON.parse(claimReplay(outcome) ?? 'null') as unknown;
      if (isFunctionError(stored)) return render(c, db, stored, urls, true);
      // The booking as it stands now: paid since, or still waiting for the order a failed first try could not create.
      const booking = await readBooking(db, user.uid, (stored as Booking).id);
      if (!booking) throw new ApiError('not-found', `You have no booking ${(stored as Booking).id}.`);
      return answerBooking(c, booking.details, booking.state, urls, 201, { [IDEMPOTENCY_REPLAYED_HEADER]: 'true' });
    }

    const booked = outcome.booking;
    if (isFunctionError(booked) || (booked as Booking).status !== 'payment-pending') return render(c, db, booked, urls, false);
    const details = booked as Booking;
    const state: BookingState = { bookingId, status: details.status, order: null, refunds: [], invoiceNumber: null, cancellation: null };
    return answerBooking(c, details, state, urls, 201);
  });

  bind(app, 'getBooking', bindOptions, async ({ c, params, user, urls }) => {
    const booking = await readBooking(db, user.uid, params.bookingId ?? '');
    if (!booking) throw new ApiError('not-found', `You have no booking ${params.bookingId}.`);
    return c.json(absolutise(await currentBooking(db, booking.details, booking.state, payments, urls.origin), urls));
  });

  bind(app, 'listMyBookings', bindOptions, async ({ c, query, user, urls }) => {
    return c.json(await bookingPage(db, payments, user.uid, query, false, urls));
  });

  bind(app, 'listCorporateBookings', bindOptions, async ({ c, query, user, urls }) => {
    return c.json(await bookingPage(db, payments, user.uid, query, true, urls));
  });
}

async function bookingPage(
  db: Queryable,
  payments: PaymentProvider,
  uid: string,
  query: { when?: 'upcoming' | 'past' | undefined; cursor?: string | undefined; limit?: number | undefined },
  corporateOnly: boolean,
  urls: Urls,
): Promise<BookingPage> {
  const offset = decodeCursor(query.cursor);
  if (offset === null) throw new ApiError('validation/invalid-query', 'The cursor is not one this API gave out.', { errors: [{ path: 'cursor', message: 'unknown cursor' }] });
  const limit = query.limit ?? 20;
  const when = query.when ?? null;
  const { rows } = await db.query<BookingRow>(
    `select ${BOOKING_COLUMNS} from bookings
     where uid = $1 and ($2::boolean = false or company_slug is not null)
       and ($3::text is null or ($3 = 'upcoming' and starts_at > now()) or ($3 = 'past' and starts_at <= now()))
     order by case when $3 = 'upcoming' then starts_at end asc,
              case when $3 = 'past' then starts_at end desc,
              created_at desc, id
     limit $4 offset $5`,
    [uid, corporateOnly, when, limit + 1, offset],
  );
  return {
    items: await Promise.all(rows.slice(0, limit).map(async (r) => {
      const { details, state } = parseRow(r);
      return absolutise(await currentBooking(db, details, state, payments, urls.origin), urls);
    })),
    nextCursor: rows.length > limit ? encodeCursor(offset + limit) : null,
  };
}
