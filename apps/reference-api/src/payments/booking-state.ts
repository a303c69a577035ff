import type { Booking, BookingPayment } from '@ticketkit/contract';
import type { BookingState } from '../db/booking-calls.ts';
import { batcher, type Batched } from '../db/batcher.ts';
import { PGLITE_LIMITS, POSTGRES_LIMITS } from '../db/booking-calls.ts';
import type { Database, Queryable } from '../db/database.ts';
import { withTicketCodes } from '../tickets/codes.ts';
import { signingKeys } from '../tickets/signing-keys.ts';
import type { PaymentProvider } from './provider.ts';

/**
 * A booking as shown now: what was booked (`bookings.details`) with what changed since, read by
 * `tk_booking_state`: its status (a payment past pay_by reads expired), its payment, its refunds
 * and invoice. The tickets' QR codes show only while the booking is confirmed (signed with the
 * event's key in `db`).
 */
export function currentBooking(db: Queryable, details: Booking, state: BookingState, provider: PaymentProvider, origin: string): Promise<Booking> {
  return withTicketCodes(signingKeys(db), {
    ...details,
    status: state.status,
    payment: state.order ? payment(state.order, state.status, provider, origin) : null,
    refunds: state.refunds,
    invoiceNumber: state.invoiceNumber,
    cancellation: state.cancellation ?? null,
  });
}

function payment(order: NonNullable<BookingState['order']>, status: Booking['status'], provider: PaymentProvider, origin: string): BookingPayment {
  // The browser is told how to open the checkout only while there is something left to pay: not
  // once the booking expired or was cancelled (a payment then would only be refunded).
  const payable = status === 'payment-pending' || status === 'payment-failed';
  const open = payable && order.state !== 'captured' && provider.name === order.provider;
  const checkout = open ? provider.checkout(order.id, origin) : { keyId: null, checkoutUrl: null };
  return {
    provider: order.provider,
    orderId: order.id,
    amount: { amount: order.amount, currency: 'INR' },
    state: order.state,
    payBy: order.payBy,
    keyId: checkout.keyId,
    checkoutUrl: checkout.checkoutUrl,
    failureReason: order.failureReason,
    method: order.method,
    capturedAt: order.capturedAt,
  };
}

/** The SQL that reads bookings as `currentBooking` takes them. */
export const BOOKING_COLUMNS = 'details, tk_booking_state(id)::text as state, tk_booking_tickets(id)::text as tickets';

export interface BookingRow {
  details: string;
  state: string;
  tickets: string;
}

/** A booking as stored, its tickets as the tickets table has them now (with their check-ins). */
export const parseRow = (row: BookingRow): { details: Booking; state: BookingState } => ({
  details: { ...(JSON.parse(row.details) as Booking), tickets: JSON.parse(row.tickets) as Booking['tickets'] },
  state: JSON.parse(row.state) as BookingState,
});

type Key = { uid: string; bookingId: string };
const readers = new WeakMap<Queryable, Batched<Key, BookingRow | undefined>>();

/**
 * Reads of single bookings (a waiting screen looks often) go in groups, as the booking calls do:
 * on PGlite those that queue while one runs go as the next statement; on PostgreSQL each alone.
 */
function reader(db: Queryable): Batched<Key, BookingRow | undefined> {
  let read = readers.get(db);
  if (!read) {
    const limits = (db as Partial<Database>).kind === 'postgres' ? POSTGRES_LIMITS : PGLITE_LIMITS;
    read = batcher(async (keys: Key[]) => {
      const { rows } = await db.query<BookingRow & { id: string; uid: string }>(
        'select id, uid, details, state, tickets from tk_read_bookings($1::text[], $2::text[])',
        [keys.map((k) => k.bookingId), keys.map((k) => k.uid)],
      );
      const found = new Map(rows.map((r) => [`${r.uid} ${r.id}`, r]));
      return keys.map((k) => found.get(`${k.uid} ${k.bookingId}`));
    }, limits);
    readers.set(db, read);
  }
  return read;
}

/** One of a person's bookings, as stored, or undefined. */
export async function readBooking(db: Queryable, uid: string, bookingId: string): Promise<{ details: Booking; state: BookingState } | undefined> {
  const row = await reader(db)({ uid, bookingId });
  return row ? parseRow(row) : undefined;
}
