import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_REPLAYED_HEADER, type Booking, type BookingPage } from '@ticketkit/contract';
import type { Context } from 'hono';
import type { Queryable } from '../db/database.ts';
import { absolutise, decodeCursor, encodeCursor, type Urls } from '../domain/format.ts';
import { hashJson, newId, qrPayload } from '../domain/ids.ts';
import { bind } from '../http/bind.ts';
import { ApiError, functionError, isFunctionError, problemResponse } from '../http/problem.ts';
import type { RouteContext } from './context.ts';

/** A claim whose request died is taken over after this long. */
const CLAIM_LOCK_SECONDS = 60;

/** Renders a booking function's answer; the same stored answer renders the same response. */
function render(c: Context, result: unknown, urls: Urls, replayed: boolean): Response {
  const headers: Record<string, string> = replayed ? { [IDEMPOTENCY_REPLAYED_HEADER]: 'true' } : {};
  if (isFunctionError(result)) {
    const error = functionError(result);
    return problemResponse(new ApiError(error.code, error.detail, error.extra, headers));
  }
  return c.json(absolutise(result as Booking, urls), 201, headers);
}

export function bookingRoutes({ app, db, calls, config, bindOptions }: RouteContext): void {
  bind(app, 'createBooking', bindOptions, async ({ c, body, user, urls }) => {
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
    if (!key) throw new ApiError('idempotency/key-required', `Send an ${IDEMPOTENCY_KEY_HEADER} header (a fresh UUID per booking attempt).`);
    if (!/^[\x21-\x7e]{1,255}$/.test(key)) throw new ApiError('idempotency/key-required', `The ${IDEMPOTENCY_KEY_HEADER} must be 1–255 visible ASCII characters.`);
    const claim = await calls.claimIdempotencyKey({ uid: user.uid, key, hash: hashJson(body), lockSeconds: CLAIM_LOCK_SECONDS });
    if (claim.outcome === 'mismatch') throw new ApiError('idempotency/key-reused', `This ${IDEMPOTENCY_KEY_HEADER} was used with another request body; use a new key for a new booking.`);
    if (claim.outcome === 'in-progress') throw new ApiError('idempotency/in-progress', 'The first request with this key is still running; retry in a moment.', {}, { 'retry-after': '1' });
    if (claim.outcome === 'replay') return render(c, JSON.parse(claim.result ?? 'null') as unknown, urls, true);

    try {
      const bookingId = newId('bk');
      const booked = await calls.createBooking({
        id: bookingId, uid: user.uid, holdId: body.holdId, attendee: body.attendee, promoCode: body.promoCode ?? null,
        redeemPoints: body.redeemPoints ?? 0, qrPayload: qrPayload(bookingId, config.qrSecret), key,
      });
      return render(c, booked, urls, false);
    } catch (error) {
      // Nothing was recorded: free the key so the client can retry.
      await db.query(`delete from idempotency_keys where uid = $1 and key = $2 and state = 'in-progress'`, [user.uid, key]);
      throw error;
    }
  });

  bind(app, 'getBooking', bindOptions, async ({ c, params, user, urls }) => {
    const { rows } = await db.query<{ details: string; status: Booking['status'] }>(
      'select details, status from bookings where id = $1 and uid = $2',
      [params.bookingId, user.uid],
    );
    const row = rows[0];
    if (!row) throw new ApiError('not-found', `You have no booking ${params.bookingId}.`);
    return c.json(absolutise({ ...(JSON.parse(row.details) as Booking), status: row.status }, urls));
  });

  bind(app, 'listMyBookings', bindOptions, async ({ c, query, user, urls }) => {
    return c.json(await bookingPage(db, user.uid, query, false, urls));
  });

  bind(app, 'listCorporateBookings', bindOptions, async ({ c, query, user, urls }) => {
    return c.json(await bookingPage(db, user.uid, query, true, urls));
  });
}

async function bookingPage(
  db: Queryable,
  uid: string,
  query: { when?: 'upcoming' | 'past' | undefined; cursor?: string | undefined; limit?: number | undefined },
  corporateOnly: boolean,
  urls: Urls,
): Promise<BookingPage> {
  const offset = decodeCursor(query.cursor);
  if (offset === null) throw new ApiError('validation/invalid-query', 'The cursor is not one this API gave out.', { errors: [{ path: 'cursor', message: 'unknown cursor' }] });
  const limit = query.limit ?? 20;
  const when = query.when ?? null;
  const { rows } = await db.query<{ details: string; status: Booking['status'] }>(
    `select details, status from bookings
     where uid = $1 and ($2::boolean = false or company_slug is not null)
       and ($3::text is null or ($3 = 'upcoming' and starts_at > now()) or ($3 = 'past' and starts_at <= now()))
     order by case when $3 = 'upcoming' then starts_at end asc,
              case when $3 = 'past' then starts_at end desc,
              created_at desc, id
     limit $4 offset $5`,
    [uid, corporateOnly, when, limit + 1, offset],
  );
  return {
    items: rows.slice(0, limit).map((r) => absolutise({ ...(JSON.parse(r.details) as Booking), status: r.status }, urls)),
    nextCursor: rows.length > limit ? encodeCursor(offset + limit) : null,
  };
}
