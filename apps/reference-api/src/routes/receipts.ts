import type { Receipt, TaxDocument } from '@ticketkit/contract';
import { bind } from '../http/bind.ts';
import { ApiError } from '../http/problem.ts';
import type { RouteContext } from './context.ts';

/** A paid booking's GST tax invoice, its credit notes and the payment; only its owner sees them. */
export function receiptRoutes({ app, db, bindOptions }: RouteContext): void {
  bind(app, 'getReceipt', bindOptions, async ({ c, params, user }) => {
    const { rows } = await db.query<{ r: string | null; owned: boolean }>(
      `select true as owned, (
         select json_build_object(
           'bookingId', b.id,
           'invoice', (select t.details::json from tax_documents t where t.booking_id = b.id and t.kind = 'tax-invoice'),
           'creditNotes', coalesce((select json_agg(t.details::json order by t.seq) from tax_documents t
                                    where t.booking_id = b.id and t.kind = 'credit-note'), '[]'),
           'payment', json_build_object('provider', o.provider, 'paymentId', o.captured_payment_id, 'method', o.method,
                                        'capturedAt', tk_iso(o.captured_at), 'amount', tk_money(o.amount)))::text
         from payment_orders o where o.booking_id = b.id and o.captured_payment_id is not null) as r
       from bookings b where b.id = $1 and b.uid = $2`,
      [params.bookingId, user.uid],
    );
    const row = rows[0];
    if (!row) throw new ApiError('not-found', `You have no booking ${params.bookingId}.`);
    const receipt = row.r === null ? null : (JSON.parse(row.r) as Omit<Receipt, 'invoice'> & { invoice: TaxDocument | null });
    if (!receipt?.invoice) throw new ApiError('booking/not-paid', 'This booking has no captured payment, so it has no receipt.');
    return c.json(receipt as Receipt);
  });
}
