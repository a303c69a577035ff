import { it, expect } from 'vitest';
import { openPglite } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { insertFixture, databaseTemplate } from './testing/api.ts';
import { bookingCalls } from './db/booking-calls.ts';

it('scratch', async () => {
  const db = await openPglite('memory://', { loadDataDir: await databaseTemplate() } as any);
  await migrate(db);
  await db.query(`insert into users (uid) values ('u1')`).catch((e) => console.log('users', e.message));
  const f = await insertFixture(db, { capacity: 3 });
  const calls = bookingCalls(db);
  const h = (await calls.createHold({ id: 'h1', uid: 'u1', email: null, emailVerified: false, sessionId: f.sessionId, ticketTypeIds: [f.ticketTypeId], quantities: [2], companySlug: null, ttlSeconds: 600, maxPerOrder: 10 })) as any;
  console.log(h.amounts.total);
  await calls.claimIdempotencyKey({ uid: 'u1', key: 'k1', hash: 'x', lockSeconds: 60 });
  const b = (await calls.createBooking({ id: 'bk1', uid: 'u1', holdId: 'h1', attendee: { name: 'A', email: 'a@b.c', phone: '+919876543210' }, promoCode: null, redeemPoints: 0, qrPayload: 'qr', key: 'k1', paymentHoldSeconds: 900 })) as any;
  console.log(b.status, b.qrPayload);
  const st = await calls.attachOrder({ bookingId: 'bk1', orderId: 'order_1', provider: 'sandbox', amount: b.amounts.total.amount, currency: 'INR' });
  console.log(JSON.stringify(st));
  const st2 = await calls.attachOrder({ bookingId: 'bk1', orderId: 'order_2', provider: 'sandbox', amount: b.amounts.total.amount, currency: 'INR' });
  console.log(st2.order?.id);
  console.log((await db.query(`select * from hold_items`)).rows, (await db.query(`select sold from ticket_types where id=$1`, [f.ticketTypeId])).rows);
  const pay = (id: string, status: string, amount = b.amounts.total.amount) => ({ id, orderId: 'order_1', amount, currency: 'INR', status, method: 'upi', errorDescription: status === 'failed' ? 'declined' : null });
  console.log(await Promise.all([
    calls.applyPayment({ provider: 'sandbox', eventId: 'e0', event: 'payment.captured', payload: '{}', payment: pay('pay_x', 'captured', 5) }),
    calls.applyPayment({ provider: 'sandbox', eventId: 'e1', event: 'payment.failed', payload: '{}', payment: pay('pay_f', 'failed') }),
    calls.applyPayment({ provider: 'sandbox', eventId: 'e2', event: 'payment.captured', payload: '{}', payment: pay('pay_1', 'captured') }),
    calls.applyPayment({ provider: 'sandbox', eventId: null, event: 'checkout-result', payload: null, payment: pay('pay_1', 'captured') }),
    calls.applyPayment({ provider: 'sandbox', eventId: 'e2', event: 'payment.captured', payload: '{}', payment: pay('pay_1', 'captured') }),
    calls.applyPayment({ provider: 'sandbox', eventId: 'e3', event: 'payment.failed', payload: '{}', payment: pay('pay_f2', 'failed') }),
    calls.applyPayment({ provider: 'sandbox', eventId: 'e4', event: 'payment.captured', payload: '{}', payment: pay('pay_2', 'captured') }),
  ]));
  console.log((await db.query(`select tk_booking_state('bk1')::text as s`)).rows[0]);
  console.log((await db.query(`select * from hold_items`)).rows, (await db.query(`select sold from ticket_types where id=$1`, [f.ticketTypeId])).rows);
  console.log((await db.query(`select booking_id, kind, amount, reference from money_ledger`)).rows, (await db.query(`select id,kind,points from reward_ledger`)).rows);
  console.log((await db.query(`select id, outcome, detail from webhook_events`)).rows);
  console.log((await db.query(`select tk_expire_bookings() n`)).rows);
  expect(1).toBe(1);
}, 60000);
