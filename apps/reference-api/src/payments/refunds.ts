import type { Queryable } from '../db/database.ts';
import type { PaymentProvider } from './provider.ts';

/**
 * Sends the refunds recorded as `pending` with no provider refund yet to the provider (our refund id
 * as its receipt, so a retry refunds once), and records what the provider answered. Every kind of
 * refund goes through here: an attendee's or organiser's cancellation, a capture after the hold
 * lapsed, a second capture on a paid order.
 */
export async function sendRefunds(db: Queryable, provider: PaymentProvider, refundIds: string[]): Promise<void> {
  void db;
  void provider;
  void refundIds;
  throw new Error('sendRefunds: not implemented yet');
}
