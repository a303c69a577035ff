import { sign } from 'node:crypto';
import { formatTicketCode, ticketClaimsBytes, type Booking, type Ticket } from '@ticketkit/contract';
import type { EventKey, SigningKeys } from './signing-keys.ts';

/** A ticket as `tk_booking_tickets` reads it (a fresh booking's answer lists them without the extra fields). */
export interface StoredTicket extends Ticket {
  /** Made before per-ticket codes: it shares its booking's TK1 code. */
  legacy?: boolean;
}

/** A ticket's TK2 code, signed with its event's key (Ed25519 is deterministic: the same ticket always gets the same code). */
export function ticketCode(key: EventKey, booking: Pick<Booking, 'session'>, ticket: Pick<Ticket, 'id' | 'ticketTypeId' | 'attendeeLabel'>): string {
  const claims = { eventId: key.eventId, sessionId: booking.session.id, ticketId: ticket.id, ticketTypeId: ticket.ticketTypeId, label: ticket.attendeeLabel, keyId: key.keyId };
  return formatTicketCode(claims, sign(null, ticketClaimsBytes(claims), key.privateKey));
}

/**
 * The booking's tickets with their codes, shown only while it is confirmed: each ticket its own
 * signed code (a legacy one the booking's TK1 code); the booking's `qrPayload` is its first ticket's.
 */
export async function withTicketCodes(keys: SigningKeys, booking: Booking): Promise<Booking> {
  const stored = (booking.tickets ?? []) as StoredTicket[];
  const confirmed = booking.status === 'confirmed';
  const key = confirmed && stored.some((t) => !t.legacy) ? await keys.forEvent(booking.event.id) : undefined;
  const tickets: Ticket[] = stored.map((t) => ({
    id: t.id,
    ticketTypeId: t.ticketTypeId,
    ticketType: t.ticketType,
    attendeeLabel: t.attendeeLabel,
    qrPayload: !confirmed ? null : t.legacy ? booking.qrPayload : ticketCode(key!, booking, t),
    checkedInAt: t.checkedInAt,
  }));
  return { ...booking, tickets, qrPayload: confirmed ? (tickets[0]?.qrPayload ?? booking.qrPayload) : null };
}
