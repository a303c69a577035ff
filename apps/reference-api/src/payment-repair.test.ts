import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { openPglite } from './db/database.ts';
import type { SandboxConfig } from './payments/config.ts';
import { httpDeliver } from './payments/sandbox/deliveries.ts';
import { createSandboxProvider } from './payments/sandbox/provider.ts';
import { client, insertFixture, startTestApi } from './testing/api.ts';
import { signUp } from './testing/emulator.ts';
import { holdAndBook, moneyOf, paidOnce, payOnSandbox } from './testing/payments.ts';

// A crash between the provider's capture and our confirmation: the webhook never arrives (the sandbox
// holds it, as if the API were down when it was sent). The next start asks the provider about every
// unpaid order and confirms what it captured.

const dir = mkdtempSync(join(tmpdir(), 'tk-payment-repair-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('given a payment captured while its webhook was lost', () => {
  it('the booking is confirmed on restart, once', async () => {
    const env = { TICKETKIT_DATA_DIR: dir };
    const config = readConfig({}).payments as SandboxConfig;
    const user = await signUp();
    const first = await startTestApi(env, { payments: (db) => createSandboxProvider({ db, config, deliver: httpDeliver, deliveryPlan: () => [{ hold: true }] }) });
    const f = await insertFixture(first.db, { capacity: 3, price: 75_000 });
    const { booking: b } = await holdAndBook(client(first), user, f, 2);
    const orderId = b.body.payment.orderId as string;
    expect((await payOnSandbox(first, orderId)).type).toBe('success');
    // Another, paid the same way, whose pay-by time passed two days ago: left to reconciliation.
    const { booking: old } = await holdAndBook(client(first), user, f, 1);
    expect((await payOnSandbox(first, old.body.payment.orderId as string)).type).toBe('success');
    await first.db.query(`update bookings set pay_by = now() - interval '2 days' where id = $1`, [old.body.id]);
    await first.close();

    // CONTROL: what the crash left behind — the provider has the money, the booking is still unpaid.
    const db = await openPglite(dir);
    try {
      const provider = createSandboxProvider({ db, config, deliver: httpDeliver });
      expect((await provider.fetchOrderPayments(orderId)).map((p) => p.status)).toEqual(['captured']);
      expect((await db.query<{ status: string }>('select status from bookings where id = $1', [b.body.id])).rows[0]!.status).toBe('payment-pending');
      provider.close();
    } finally {
      await db.close();
    }

    // The provider answers slowly this time: the API listens before the repair is done.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const slow = (db: Parameters<typeof createSandboxProvider>[0]['db']) => {
      const provider = createSandboxProvider({ db, config, deliver: httpDeliver });
      const fetchOrderPayments = provider.fetchOrderPayments.bind(provider);
      provider.fetchOrderPayments = async (id) => {
        await answered;
        return fetchOrderPayments(id);
      };
      return provider;
    };
    const second = await startTestApi(env, { pgliteTemplate: undefined, payments: slow });
    try {
      expect((await client(second)('GET', '/health')).status).toBe(200);
      answer();
      expect(await second.paymentsRepaired).toBe(1);
      const after = await client(second)('GET', `/bookings/${b.body.id}`, { token: user.idToken });
      expect(after.body).toMatchObject({ status: 'confirmed', payment: { state: 'captured' } });
      expect(await moneyOf(second.db, b.body.id, f.ticketTypeId)).toEqual(paidOnce(2));
      expect((await client(second)('GET', `/bookings/${old.body.id}`, { token: user.idToken })).body.status).toBe('expired');
    } finally {
      await second.close();
    }
    // A third start finds nothing left to repair and changes nothing.
    const third = await startTestApi(env, { pgliteTemplate: undefined });
    try {
      expect(await third.paymentsRepaired).toBe(0);
      expect(await moneyOf(third.db, b.body.id, f.ticketTypeId)).toEqual(paidOnce(2));
    } finally {
      await third.close();
    }
  }, 60_000);
});
