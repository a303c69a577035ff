import { HighDemandListSchema, SessionListSchema } from '@ticketkit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from './server.ts';
import { bookingRequests, client, startTestApi, type Client } from './testing/api.ts';
import { signUp, staffUser, verifiedUser, uniqueEmail, type TestUser } from './testing/emulator.ts';
import { approvedListing, hostedListing } from './testing/hosted-listing.ts';
import { DEMO_ON_SALE_EVENT, DEMO_ON_SALE_MINUTES } from './seed/demo-on-sale.ts';
import { highDemandSettings } from './testing/queue.ts';

// A host sells their approved event through a waiting room: before its on-sale only; from that
// moment its sessions show the on-sale and their tickets are held only through the queue.

let api: RunningApi;
let http: Client;
let host: TestUser;
let staff: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  api = await startTestApi({ TICKETKIT_DEMO_ON_SALE: '1' }, { queueTickMs: 0, queueViewMaxAgeMs: 0 });
  http = client(api);
  [host, staff, buyer] = await Promise.all([verifiedUser(uniqueEmail('consumer.example')), staffUser(), signUp()]);
});
afterAll(() => api?.close());

const { hold } = bookingRequests(() => http);
const put = (user: TestUser, id: string, body: unknown) => http('PUT', `/hosted-events/${id}/high-demand`, { token: user.idToken, body });

/** An approved event of two sessions a day apart, and its sessions in order. */
async function twoSessionEvent() {
  const base = hostedListing();
  const first = base.sessions[0]!;
  const day = 24 * 3_600_000;
  const later = { startsAt: new Date(Date.parse(first.startsAt) + day).toISOString(), endsAt: new Date(Date.parse(first.endsAt) + day).toISOString() };
  const listed = await approvedListing(http, host, staff, { ...base, sessions: [first, later] });
  const sessions = SessionListSchema.parse((await http('GET', `/events/${listed.eventId}/sessions`)).body).items;
  return { listed, sessions };
}

describe('given a host’s approved event', () => {
  it('marks every session high-demand: the sessions show it, the cap is the event’s, and a direct hold is refused', async () => {
    const listed = await approvedListing(http, host, staff);
    const settings = highDemandSettings({ ticketsPerAccount: 4 });
    const set = await put(host, listed.id, { sessionId: null, settings });
    expect(set.status).toBe(200);
    const list = HighDemandListSchema.parse(set.body);
    expect(list.items).toHaveLength(1);
    expect(list.items[0]!.settings).toMatchObject({ admitPerMinute: settings.admitPerMinute, ticketsPerAccount: 4 });
    const sessions = SessionListSchema.parse((await http('GET', `/events/${listed.eventId}/sessions`)).body);
    expect(sessions.items[0]!.highDemand).toMatchObject({ ticketsPerAccount: 4 });
    expect(Date.parse(sessions.items[0]!.highDemand!.onSaleAt)).toBe(Date.parse(settings.onSaleAt));
    const { rows } = await api.db.query<{ cap: number }>('select tickets_per_account as cap from events where id = $1', [listed.eventId]);
    expect(Number(rows[0]!.cap)).toBe(4);
    const types = await http('GET', `/sessions/${sessions.items[0]!.id}/ticket-types`);
    const refused = await hold(buyer, sessions.items[0]!.id, types.body.items[0].id, 1);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('queue/admission-required');
  });

  it('refuses a change once the on-sale has come (queue/not-editable), and another host’s event as not-found', async () => {
    const listed = await approvedListing(http, host, staff);
    const set = await put(host, listed.id, { sessionId: null, settings: highDemandSettings() });
    const sessionId = set.body.items[0].sessionId as string;
    await api.db.query('update high_demand_sessions set on_sale_at = now() where session_id = $1', [sessionId]);
    const late = await put(host, listed.id, { sessionId, settings: highDemandSettings() });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('queue/not-editable');
    expect((await put(buyer, listed.id, { sessionId: null, settings: highDemandSettings() })).status).toBe(404);
    const past = await put(host, listed.id, { sessionId: null, settings: highDemandSettings({ onSaleInMinutes: -1 }) });
    expect(past.status).toBe(400);
    expect(past.body.code).toBe('validation/invalid-body');
  });

  it('refuses a cap change for an upcoming session while another session of the event is on sale: the cap is the event’s', async () => {
    const { listed, sessions } = await twoSessionEvent();
    const [a, b] = [sessions[0]!.id, sessions[1]!.id];
    expect((await put(host, listed.id, { sessionId: a, settings: highDemandSettings({ ticketsPerAccount: 4 }) })).status).toBe(200);
    await api.db.query('update high_demand_sessions set on_sale_at = now() where session_id = $1', [a]);
    const raise = await put(host, listed.id, { sessionId: b, settings: highDemandSettings({ ticketsPerAccount: 10 }) });
    expect([raise.status, raise.body.code]).toEqual([409, 'queue/not-editable']);
    const { rows } = await api.db.query<{ cap: number }>('select tickets_per_account as cap from events where id = $1', [listed.eventId]);
    expect(Number(rows[0]!.cap)).toBe(4);
    // The same cap is no change: the upcoming session can still get its waiting room.
    expect((await put(host, listed.id, { sessionId: b, settings: highDemandSettings({ ticketsPerAccount: 4 }) })).status).toBe(200);
  });

  it('answers every waiting room of the event with the event’s one cap, also after a later session changed it', async () => {
    const { listed, sessions } = await twoSessionEvent();
    await put(host, listed.id, { sessionId: sessions[0]!.id, settings: highDemandSettings({ ticketsPerAccount: 4 }) });
    const changed = HighDemandListSchema.parse((await put(host, listed.id, { sessionId: sessions[1]!.id, settings: highDemandSettings({ ticketsPerAccount: 6 }) })).body);
    expect(changed.items.map((i) => i.settings.ticketsPerAccount)).toEqual([6, 6]);
    const shown = SessionListSchema.parse((await http('GET', `/events/${listed.eventId}/sessions`)).body).items;
    expect(shown.map((s) => s.highDemand?.ticketsPerAccount)).toEqual([6, 6]);
  });

  it('refuses an on-sale outside the ticket types’ sales window (after the session’s sales end) as validation/invalid-body', async () => {
    const listed = await approvedListing(http, host, staff);
    const late = await put(host, listed.id, { sessionId: null, settings: highDemandSettings({ onSaleInMinutes: 73 * 60 }) });
    expect([late.status, late.body.code]).toEqual([400, 'validation/invalid-body']);
    expect(late.body.errors[0]).toMatchObject({ path: 'settings.onSaleAt' });
    const { rows } = await api.db.query('select 1 from high_demand_sessions h join sessions s on s.id = h.session_id where s.event_id = $1', [listed.eventId]);
    expect(rows).toEqual([]);
  });
});

describe('given a seeded API just started by npm start (TICKETKIT_DEMO_ON_SALE=1)', () => {
  it('sells the demo event’s next session through a waiting room whose on-sale is minutes away, its queue open', async () => {
    const sessions = SessionListSchema.parse((await http('GET', `/events/${DEMO_ON_SALE_EVENT}/sessions`)).body);
    const demo = sessions.items.filter((s) => s.highDemand);
    expect(demo).toHaveLength(1);
    const inMinutes = (Date.parse(demo[0]!.highDemand!.onSaleAt) - Date.now()) / 60_000;
    expect(inMinutes).toBeGreaterThan(DEMO_ON_SALE_MINUTES - 1);
    expect(inMinutes).toBeLessThanOrEqual(DEMO_ON_SALE_MINUTES);
    expect(Date.parse(demo[0]!.highDemand!.queueOpensAt)).toBeLessThan(Date.now());
    const joined = await http('POST', `/sessions/${demo[0]!.id}/queue`, { token: buyer.idToken });
    expect(joined.body.state).toBe('pre-queue');
  });

  it('leaves every seeded session bookable directly when the demo on-sale is off, as tests start it', async () => {
    const plain = await startTestApi({}, { queueTickMs: 0 });
    try {
      const sessions = SessionListSchema.parse((await client(plain)('GET', `/events/${DEMO_ON_SALE_EVENT}/sessions`)).body);
      expect(sessions.items.length).toBeGreaterThan(0);
      expect(sessions.items.filter((s) => s.highDemand)).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
