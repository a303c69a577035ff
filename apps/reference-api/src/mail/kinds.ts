import type { Booking } from '@ticketkit/contract';
import type { Queryable } from '../db/database.ts';
import { withTicketCodes } from '../tickets/codes.ts';
import { signingKeys } from '../tickets/signing-keys.ts';
import { bookingConfirmation } from './booking-confirmation.ts';
import type { MailMessage } from './transport.ts';

/**
 * Every kind of mail the API sends, each composed at send time from what its `ref` names. A new
 * kind (a payment receipt, a refund) adds a composer here and queues itself with `queueMail` in the
 * transaction that records what the mail is about.
 */
const composers = {
  'booking-confirmation': async (db: Queryable, bookingId: string): Promise<MailMessage | null> => {
    const { rows } = await db.query<{ details: string; tickets: string }>(
      'select details, tk_booking_tickets(id)::text as tickets from bookings where id = $1',
      [bookingId],
    );
    const row = rows[0];
    if (!row) return null;
    // The mail confirms the booking: it carries the codes it was confirmed with (a door refuses them if it is cancelled since).
    const booked = { ...(JSON.parse(row.details) as Booking), status: 'confirmed' as const, tickets: JSON.parse(row.tickets) as Booking['tickets'] };
    return bookingConfirmation(await withTicketCodes(signingKeys(db), booked));
  },
} satisfies Record<string, (db: Queryable, ref: string) => Promise<MailMessage | null>>;

export type MailKind = keyof typeof composers;

export const isMailKind = (kind: string): kind is MailKind => Object.hasOwn(composers, kind);

/** The mail of `kind` about `ref`, or null when what it was about no longer exists. */
export function composeMail(db: Queryable, kind: MailKind, ref: string): Promise<MailMessage | null> {
  return composers[kind](db, ref);
}

/**
 * Queues one mail of `kind` about `ref`; a second call for the same pair does nothing. Call it
 * with the transaction that records what the mail is about (bookings queue theirs by trigger).
 */
export async function queueMail(tx: Queryable, kind: MailKind, ref: string): Promise<void> {
  await tx.query('insert into mail_outbox (kind, ref) values ($1, $2) on conflict (kind, ref) do nothing', [kind, ref]);
}

/** A stable Message-ID per mail, so a mail sent twice (a crash between send and record) is one mail to the reader's client. */
export const messageIdOf = (kind: MailKind, ref: string) => `<${kind}.${ref}@ticketkit>`;
