import type { Booking } from '@ticketkit/contract';
import { isSandbox } from '../payments/create.ts';
import type { SandboxProvider } from '../payments/sandbox/provider.ts';
import type { RunningApi } from '../server.ts';
import { ATTENDEE, bookingRequests, type Client } from './api.ts';
import type { TestUser } from './emulator.ts';

/** Books `quantity` tickets of a fixture through the API (POST /holds, POST /bookings): payment-pending when there is something to pay. */
export async function bookTickets(http: () => Client, user: TestUser, f: { sessionId: string; ticketTypeId: string }, quantity: number, extra: Record<string, unknown> = {}): Promise<Booking> {
  const { hold, book } = bookingRequests(http);
  const h = await hold(user, f.sessionId, f.ticketTypeId, quantity);
  if (h.status !== 201) throw new Error(`hold: ${h.status} ${h.text}`);
  const b = await book(user, { holdId: h.body.id, attendee: ATTENDEE, ...extra }, `bk-${h.body.id}`);
  if (b.status !== 201) throw new Error(`booking: ${b.status} ${b.text}`);
  return b.body as Booking;
}

/** The test API's payment provider: the sandbox its config names by default. */
export function sandboxOf(api: RunningApi): SandboxProvider {
  if (!isSandbox(api.payments)) throw new Error('these tests pay through the sandbox provider');
  return api.payments;
}

/** Pays a payment-pending booking with sandbox UPI and waits until its webhooks were delivered to the API. */
export async function payBooking(api: RunningApi, booking: Booking): Promise<void> {
  const sandbox = sandboxOf(api);
  if (!booking.payment) throw new Error(`booking ${booking.id} has nothing to pay`);
  const result = await sandbox.pay(booking.payment.orderId, { method: 'upi', outcome: 'succeed', origin: api.url });
  if (result.type !== 'success') throw new Error(`sandbox payment of ${booking.id}: ${result.type}`);
  await sandbox.idle();
}
