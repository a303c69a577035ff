import { paise, type HostMoney } from '@ticketkit/contract';
import type { Queryable } from '../db/database.ts';

/** The reasons a buyer's cancelled booking was refunded (the others refund a payment that confirmed nothing, or a second one). */
const CANCELLATION_REASONS = `('cancelled-by-attendee', 'cancelled-by-organiser')`;

/**
 * An event's money as HostMoneySchema defines it, summed from the bookings' stored amounts and the
 * refunds table in one statement:
 *   1. every booking of the event's sessions with its amounts, and whether its payment was captured;
 *   2. per booking, the refunds not failed: what went back for a cancellation, and the admission
 *      part of every refund (amount less its fee part; a refund without a fee split gives back the
 *      fee and its tax first, as the cancellation quote takes them first);
 *   3. the sums: confirmed bookings for gross, fees, GST, discounts and ticket sales; cancelled
 *      ones (a captured payment) for the ticket money their buyers paid and did not get back.
 */
export async function hostMoney(db: Queryable, eventId: string): Promise<HostMoney> {
  const { rows } = await db.query<Record<'gross' | 'fees' | 'gst' | 'discounts' | 'refunded' | 'net', number | string>>(
    `with b as (
       select b.id, b.status, b.total,
              (a->'subtotal'->>'amount')::int as subtotal, (a->'fees'->>'amount')::int as fees, (a->'taxes'->>'amount')::int as taxes,
              (a->'discount'->>'amount')::int + (a->'pointsRedeemed'->>'amount')::int as discounts,
              exists (select 1 from payment_orders o where o.booking_id = b.id and o.captured_payment_id is not null) as captured
       from bookings b
       cross join lateral (select b.details::json->'amounts' as a) x
       where b.session_id in (select id from sessions where event_id = $1)
     ), r as (
       select r.booking_id,
              coalesce(sum(r.amount) filter (where r.reason in ${CANCELLATION_REASONS}), 0) as refunded,
              coalesce(sum(r.amount - coalesce(r.fees, least(r.amount, b.fees + b.taxes))) filter (where r.reason <> 'duplicate-payment'), 0) as admission_back
       from refunds r join b on b.id = r.booking_id
       where r.status <> 'failed'
       group by r.booking_id
     )
     select coalesce(sum(b.subtotal + b.fees + b.taxes) filter (where b.status = 'confirmed'), 0)::bigint as gross,
            coalesce(sum(b.fees) filter (where b.status = 'confirmed'), 0)::bigint as fees,
            coalesce(sum(b.taxes) filter (where b.status = 'confirmed'), 0)::bigint as gst,
            coalesce(sum(b.discounts) filter (where b.status = 'confirmed'), 0)::bigint as discounts,
            coalesce(sum(r.refunded), 0)::bigint as refunded,
            (coalesce(sum(b.subtotal) filter (where b.status = 'confirmed'), 0)
             + coalesce(sum(greatest(0, b.total - least(b.total, b.fees + b.taxes) - coalesce(r.admission_back, 0)))
                        filter (where b.status in ('cancelled', 'refunded', 'partially-refunded') and b.captured), 0))::bigint as net
     from b left join r on r.booking_id = b.id`,
    [eventId],
  );
  const m = rows[0]!;
  return { gross: paise(Number(m.gross)), fees: paise(Number(m.fees)), gst: paise(Number(m.gst)), discounts: paise(Number(m.discounts)), refunded: paise(Number(m.refunded)), net: paise(Number(m.net)) };
}

export const zeroMoney = (): HostMoney => ({ gross: paise(0), fees: paise(0), gst: paise(0), discounts: paise(0), refunded: paise(0), net: paise(0) });
