// @vitest-environment node
// The SDK against the REAL reference API (in-memory PGlite, real HTTP) with users from the REAL Auth
// emulator. Bookings: a proxy loses the first answer to POST /bookings after the API has booked, so
// the client retries; the Idempotency-Key must make that exactly one booking. Account deletion.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TicketkitError } from './errors.ts';
import { setImprovedEmailPrivacy } from './testing/emulator.ts';
import { emulatorConfig, unique } from './testing/emulator.ts';
import { startLossyProxy, startReferenceApi, type LossyProxy, type ReferenceApi } from './testing/referenceApi.mjs';
import { createTicketkit, type Ticketkit } from './ticketkit.ts';

const attendee = { name: 'Asha Rao', email: 'asha@consumer.example', phone: '+919876543210' };
let api: ReferenceApi;
let proxy: LossyProxy;
const instances: Ticketkit[] = [];

beforeAll(async () => {
  api = await startReferenceApi();
  // Lose the answer to the first successful POST /bookings of each idempotency key.
  proxy = await startLossyProxy(api.url, (request, seen) => {
    if (request.method !== 'POST' || request.url !== '/v1/bookings' || request.status !== 201) return false;
    return seen.filter((r) => r.idempotencyKey === request.idempotencyKey).length === 1;
  });
});
afterAll(async () => {
  while (instances.length) instances.pop()!.destroy();
  await proxy?.close();
  await api?.close();
});

async function signedInKit(requestRetries = 2, email = `${unique('booker')}@example.com`): Promise<Ticketkit> {
  const tk = createTicketkit(emulatorConfig({ host: proxy.url, inactivityTimeoutMs: 0, requestRetries }));
  instances.push(tk);
  await tk.auth.signUpWithEmail(email, 'secret123');
  return tk;
}

async function soldOf(ticketTypeId: string): Promise<number> {
  const { rows } = await api.query<{ sold: number }>('select sold from ticket_types where id = $1', [ticketTypeId]);
  return Number(rows[0]!.sold);
}

async function bookingsOf(tk: Ticketkit): Promise<number> {
  const { rows } = await api.query<{ n: number }>('select count(*)::int as n from bookings where uid = $1', [tk.session.getState().user!.uid]);
  return Number(rows[0]!.n);
}

const bookingPosts = (key: string | undefined) => proxy.seen.filter((r) => r.method === 'POST' && r.url === '/v1/bookings' && r.idempotencyKey === key);

describe('given a booking whose first answer is lost on the way back', () => {
  it('the client retries with the same Idempotency-Key and exactly one booking exists', async () => {
    const tk = await signedInKit();
    const fx = await api.fixture({ capacity: 10, price: 0 });
    const hold = await tk.api.createHold({ sessionId: fx.sessionId, items: [{ ticketTypeId: fx.ticketTypeId, quantity: 2 }] });

    const before = proxy.seen.length;
    const booking = await tk.api.createBooking({ holdId: hold.id, attendee });
    expect(booking.status).toBe('confirmed');
    const attempts = proxy.seen.slice(before).filter((r) => r.url === '/v1/bookings');
    expect(attempts.map((a) => [a.status, a.lost])).toEqual([
      [201, true],
      [201, false],
    ]);
    expect(new Set(attempts.map((a) => a.idempotencyKey)).size).toBe(1);

    expect((await tk.api.listMyBookings()).items.map((b) => b.id)).toEqual([booking.id]);
    expect(await bookingsOf(tk)).toBe(1);
    expect(await soldOf(fx.ticketTypeId)).toBe(2);
  });

  it('a caller retrying later passes the key from the error and gets the same booking; control: a new key gets an error', async () => {
    const tk = await signedInKit(0);
    const fx = await api.fixture({ capacity: 10, price: 0 });
    const hold = await tk.api.createHold({ sessionId: fx.sessionId, items: [{ ticketTypeId: fx.ticketTypeId, quantity: 1 }] });

    const lost = await tk.api.createBooking({ holdId: hold.id, attendee }).then(
      () => null,
      (e: unknown) => e as TicketkitError,
    );
    expect(lost?.code).toBe('network/offline');
    expect(bookingPosts(lost?.idempotencyKey)).toMatchObject([{ status: 201, lost: true }]);
    expect(await bookingsOf(tk)).toBe(1);

    // Control: what a client without a stable key does. The booking exists, yet the person is told
    // their reservation was already used (and a hold-less API would have booked twice).
    const control = await tk.api.createBooking({ holdId: hold.id, attendee }, { idempotencyKey: unique('fresh') }).then(
      () => null,
      (e: unknown) => e as TicketkitError,
    );
    expect(control?.code).toBe('hold/not-active');

    const again = await tk.api.createBooking({ holdId: hold.id, attendee }, { idempotencyKey: lost!.idempotencyKey! });
    expect(again.status).toBe('confirmed');
    expect((await tk.api.listMyBookings()).items.map((b) => b.id)).toEqual([again.id]);
    expect(await bookingsOf(tk)).toBe(1);
    expect(await soldOf(fx.ticketTypeId)).toBe(1);
  });
});

describe('given a signed-in user who deletes the account', () => {
  it("erases the user's data on the API, deletes the Firebase account and signs out", async () => {
    await setImprovedEmailPrivacy(true);
    const email = `${unique('leaver')}@example.com`;
    const tk = await signedInKit(2, email);
    const uid = tk.session.getState().user!.uid;
    await tk.api.updateMe({ name: 'Leaving Soon' });
    const fx = await api.fixture({ capacity: 5 });
    const hold = await tk.api.createHold({ sessionId: fx.sessionId, items: [{ ticketTypeId: fx.ticketTypeId, quantity: 1 }] });
    await tk.api.createBooking({ holdId: hold.id, attendee });

    await tk.auth.deleteAccount();

    expect(tk.session.getState()).toMatchObject({ status: 'signed-out', user: null, error: null });
    expect(tk.storage.get('userData')).toBeUndefined();
    const users = await api.query<{ n: number }>('select count(*)::int as n from users where uid = $1', [uid]);
    expect(Number(users.rows[0]!.n)).toBe(0);
    expect(await bookingsOfUid(uid)).toBe(0);
    const again = await tk.auth.signInWithEmail(email, 'secret123').then(
      () => null,
      (e: unknown) => e as TicketkitError,
    );
    expect(again?.code).toBe('auth/invalid-credential');
  });
});

async function bookingsOfUid(uid: string): Promise<number> {
  const { rows } = await api.query<{ n: number }>('select count(*)::int as n from bookings where uid = $1', [uid]);
  return Number(rows[0]!.n);
}

describe('given someone who signs up with email, password and a name', () => {
  it('finds that name in the profile the API keeps', async () => {
    const tk = createTicketkit(emulatorConfig({ host: api.url, inactivityTimeoutMs: 0 }));
    instances.push(tk);
    await tk.auth.signUpWithEmail(`${unique('named')}@example.com`, 'secret123', 'Meera Kulkarni');
    expect(tk.session.getState().user?.displayName).toBe('Meera Kulkarni');
    expect((await tk.api.getMe()).name).toBe('Meera Kulkarni');
  });
});
