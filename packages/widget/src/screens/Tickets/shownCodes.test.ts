import { describe, expect, it } from 'vitest';
import { upcomingBookings } from '../../fixtures/account.ts';
import { paymentPendingBooking } from '../../fixtures/bookingStatuses.ts';
import { shownCodes } from './shownCodes.ts';

const three = upcomingBookings[0]!;

describe('the QR codes a booking shows', () => {
  it('one per ticket, numbered in order with its type, when each ticket has its own code', () => {
    expect(shownCodes(three)).toEqual(three.tickets.map((t, i) => ({ value: t.qrPayload, ticket: { id: t.id, type: t.ticketType, number: i + 1, count: 3 } })));
  });

  it('the booking’s one code when its tickets share it (made before per-ticket codes) or it has none listed', () => {
    const legacy = { ...three, qrPayload: 'TK1.b.s', tickets: three.tickets.map((t) => ({ ...t, qrPayload: 'TK1.b.s' })) };
    expect(shownCodes(legacy)).toEqual([{ value: 'TK1.b.s', ticket: null }]);
    expect(shownCodes({ ...three, tickets: [] })).toEqual([{ value: three.qrPayload, ticket: null }]);
  });

  it('none unless the booking is confirmed', () => {
    expect(shownCodes(paymentPendingBooking)).toEqual([]);
    expect(shownCodes({ ...three, status: 'cancelled' })).toEqual([]);
  });
});
