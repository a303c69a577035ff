import type { Booking } from '@ticketkit/contract';

/** A QR code a booking shows: a ticket's own (`ticket` set), or one code for the whole booking. */
export interface ShownCode {
  value: string;
  ticket: { id: string; type: string; number: number; count: number } | null;
}

/**
 * The QR codes a booking shows: none unless it is confirmed; one per ticket when each ticket has
 * its own code; else the booking's one code (a booking made before per-ticket codes: its tickets
 * all share it).
 */
export function shownCodes(booking: Booking): ShownCode[] {
  if (booking.status !== 'confirmed') return [];
  const tickets = booking.tickets ?? [];
  const codes = new Set(tickets.map((t) => t.qrPayload));
  if (tickets.length > 0 && !codes.has(null) && codes.size === tickets.length) {
    return tickets.map((t, i) => ({ value: t.qrPayload!, ticket: { id: t.id, type: t.ticketType, number: i + 1, count: tickets.length } }));
  }
  return booking.qrPayload ? [{ value: booking.qrPayload, ticket: null }] : [];
}
