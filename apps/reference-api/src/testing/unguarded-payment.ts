import { readFileSync } from 'node:fs';
import type { Database } from '../db/database.ts';

const SOURCE = readFileSync(new URL('../db/functions/tk_apply_payments.sql', import.meta.url), 'utf8');

/**
 * The guards of tk_apply_payment a payment test's control takes out, each as the guarded text and
 * what stands in its place:
 * - `same-payment`: a second report of the payment that already paid the order is ignored;
 * - `late-failure`: a failure reported after the capture leaves the order captured;
 * - `amount`: a payment of another amount than the order's is refused;
 * - `expiry`: a capture after pay_by confirms only if the hold's tickets are still free;
 * - `cap`: a capture after pay_by confirms only if the account's cap on the event's tickets still allows it;
 * - `lock`: the order is locked while a report is applied (a race needs two connections to show it);
 * - `round`: a capture after pay_by first confirms the bookings paid earlier in its round, so its
 *   check of the free tickets counts theirs as sold.
 */
export const PAYMENT_GUARDS = {
  'same-payment': ['if v_order.captured_payment_id = v_pay_id then', 'if false then'],
  'late-failure': ["if v_order.state <> 'captured' then", 'if true then'],
  amount: ["if (v_pay->>'amount')::int <> v_order.amount then", 'if false then'],
  expiry: ['and (v_booking.pay_by > now() or (tk_hold_tickets_free(v_booking.hold_id) and tk_late_capture_within_cap(v_booking)))', ''],
  cap: [' and tk_late_capture_within_cap(v_booking)', ''],
  lock: ["where id = v_pay->>'orderId' for update;", "where id = v_pay->>'orderId'; perform pg_sleep(0.2);"],
  round: ['if v_booking.pay_by <= now() and cardinality(p_unconfirmed) > 0 then', 'if false then'],
} as const;

export type PaymentGuard = keyof typeof PAYMENT_GUARDS;

/**
 * Runs `scenario` against the real tk_apply_payments with one guard taken out (the function
 * replaced in the database for the time of the run, then put back from its file), so a control
 * shows the real test's scenario and assertions catch the bug that guard prevents. Lives here, not
 * in the API, so the API has no unguarded path. The API must not apply other payments meanwhile.
 */
export async function withoutPaymentGuard<T>(db: Database, guard: PaymentGuard, scenario: () => Promise<T>): Promise<T> {
  const [guarded, unguarded] = PAYMENT_GUARDS[guard];
  if (!SOURCE.includes(guarded)) throw new Error(`tk_apply_payments.sql no longer holds the ${guard} guard: ${guarded}`);
  await db.exec(SOURCE.replace(guarded, unguarded));
  try {
    return await scenario();
  } finally {
    await db.exec(SOURCE);
  }
}
