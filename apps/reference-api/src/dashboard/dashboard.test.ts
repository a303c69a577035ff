import { ATTENDEE_CSV_COLUMNS, BookingSchema, HostAttendeePageSchema, HostDashboardSchema, type Booking } from '@ticketkit/contract';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../server.ts';
import { ATTENDEE, client, insertFixture, startTestApi, type Client, type Fixture } from '../testing/api.ts';
import { signUp, type TestUser } from '../testing/emulator.ts';
import { bookAndPay, holdAndBook, sandboxOf } from '../testing/payments.ts';

// A host's dashboard, attendee list and CSV export against bookings made through the API (free
// and paid through the payment sandbox, one cancelled with a refund, one ticket checked in): every
// figure is checked to the paisa against the bookings' own amounts.
//
// Setup: the hosted event is an inserted event with `host_uid` and an `approved` hosted_events row
// pointing at it (what approval makes, without the review round trip). The check-in is inserted
// into check_ins as the check-in API records one: the door opens only shortly before the session,
// and this session is 36 hours away so that a cancellation keeps half the ticket money.

let api: RunningApi;
let http: Client;
let host: TestUser;
let otherHost: TestUser;
let f: Fixture;
let freeTypeId: string;
const hostedId = `he_dash_${randomUUID().slice(0, 8)}`;
const bookings: Booking[] = [];
let cancelled: Booking;

const HINDI = { ...ATTENDEE, name: 'आशा राव', email: 'asha.hi@consumer.example' };
const QUOTED = { ...ATTENDEE, name: 'Rao, "Asha"\nJr', email: 'quoted@consumer.example', phone: '+919812345678' };
const FORMULA = { ...ATTENDEE, name: '=HYPERLINK("http://evil.example")', email: 'formula@consumer.example' };

const ticketId = (booking: number, n: number) => bookings[booking]!.tickets[n]!.id;
const get = (path: string, user: TestUser = host) => http('GET', `/hosted-events/${hostedId}${path}`, { token: user.idToken });
const sum = (list: Booking[], pick: (b: Booking) => number) => list.reduce((n, b) => n + pick(b), 0);

beforeAll(async () => {
  api = await startTestApi();
  http = client(api);
  [host, otherHost] = await Promise.all([signUp(), signUp()]);
  // 36 h ahead: an attendee's cancellation is in the default policy's 50% tier, so it keeps money for the host.
  f = await insertFixture(api.db, { capacity: 20, price: 100_000, startsInHours: 36 });
  freeTypeId = `${f.ticketTypeId}_free`;
  await api.db.query(
    `insert into ticket_types (id, session_id, position, name, description, price, capacity, sales_start_at, sales_end_at)
     select $1, session_id, 1, 'Free Pass', 'Entry', 0, 10, sales_start_at, sales_end_at from ticket_types where id = $2`,
    [freeTypeId, f.ticketTypeId],
  );
  await api.db.query('update events set host_uid = $1 where id = $2', [host.uid, f.eventId]);
  await api.db.query(`insert into hosted_events (id, uid, request, status, event_id) values ($1, $2, $3::json, 'approved', $4)`, [hostedId, host.uid, JSON.stringify({ title: 'Dashboard Night' }), f.eventId]);

  const buyer = await signUp();
  bookings.push((await bookAndPay(api, http, buyer, f, 2, { attendee: HINDI })) as Booking);
  bookings.push((await bookAndPay(api, http, buyer, f, 1, { attendee: QUOTED })) as Booking);
  const free = await holdAndBook(http, buyer, { sessionId: f.sessionId, ticketTypeId: freeTypeId }, 1, { attendee: FORMULA });
  expect(free.booking.body.status).toBe('confirmed');
  bookings.push(free.booking.body as Booking);
  const toCancel = (await bookAndPay(api, http, buyer, f, 1)) as Booking;
  const quote = await http('GET', `/bookings/${toCancel.id}/cancellation`, { token: buyer.idToken });
  expect(quote.body.refundPercent).toBe(50);
  const cx = await http('POST', `/bookings/${toCancel.id}/cancel`, { token: buyer.idToken, body: { expectedRefund: quote.body.refund.amount }, headers: { 'Idempotency-Key': randomUUID() } });
  expect(cx.status).toBe(200);
  await sandboxOf(api).idle();
  cancelled = BookingSchema.parse((await http('GET', `/bookings/${toCancel.id}`, { token: buyer.idToken })).body);
  expect(cancelled.refunds).toHaveLength(1);
  for (const b of bookings) expect(b.status).toBe('confirmed');
  await api.db.query(
    `insert into check_ins (ticket_id, event_id, session_id, door, device_id, scan_id, checked_by, scanned_at)
     values ($1, $2, $3, 'Gate 2', 'dev-1', 'scan-1', $4, now())`,
    [ticketId(0, 0), f.eventId, f.sessionId, host.uid],
  );
}, 60_000);
afterAll(() => api?.close());

describe('the dashboard of an approved event with sales', () => {
  it('sums every figure from the bookings’ own amounts, to the paisa', async () => {
    const r = await get('/dashboard');
    expect(r.status).toBe(200);
    const d = HostDashboardSchema.parse(r.body);
    const a = (b: Booking) => b.amounts;
    const gross = sum(bookings, (b) => a(b).subtotal.amount + a(b).fees.amount + a(b).taxes.amount);
    const refund = cancelled.refunds[0]!.amount.amount;
    // The fee and its tax are kept on an attendee's cancellation: the refund is all ticket money.
    const keptOfTickets = a(cancelled).total.amount - a(cancelled).fees.amount - a(cancelled).taxes.amount - refund;
    expect(keptOfTickets).toBeGreaterThan(0);
    expect(d.money).toEqual({
      gross: { amount: gross, currency: 'INR' },
      fees: { amount: sum(bookings, (b) => a(b).fees.amount), currency: 'INR' },
      gst: { amount: sum(bookings, (b) => a(b).taxes.amount), currency: 'INR' },
      discounts: { amount: 0, currency: 'INR' },
      refunded: { amount: refund, currency: 'INR' },
      net: { amount: sum(bookings, (b) => a(b).subtotal.amount) + keptOfTickets, currency: 'INR' },
    });
    expect(d).toMatchObject({ hostedEventId: hostedId, eventId: f.eventId, title: 'Dashboard Night', status: 'approved', ticketsSold: 4, ticketsLeft: 20 + 10 - 4, checkedIn: 1 });
    expect(d.sessions).toHaveLength(1);
    expect(d.sessions[0]).toMatchObject({ sessionId: f.sessionId, timeZone: 'Asia/Kolkata' });
    expect(d.sessions[0]!.ticketTypes).toEqual([
      { ticketTypeId: f.ticketTypeId, name: 'General Admission', price: { amount: 100_000, currency: 'INR' }, capacity: 20, sold: 3, left: 17, checkedIn: 1, sales: { amount: 300_000, currency: 'INR' } },
      { ticketTypeId: freeTypeId, name: 'Free Pass', price: { amount: 0, currency: 'INR' }, capacity: 10, sold: 1, left: 9, checkedIn: 0, sales: { amount: 0, currency: 'INR' } },
    ]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    expect(d.salesByDay).toEqual([{ day: today, tickets: 4, gross: { amount: gross, currency: 'INR' } }]);
  });
});

describe('the attendee list', () => {
  it('has one row per ticket of a confirmed booking, with its check-in', async () => {
    const page = HostAttendeePageSchema.parse((await get('/attendees')).body);
    expect(page.items.map((x) => x.bookingId)).toEqual([bookings[0]!.id, bookings[0]!.id, bookings[1]!.id, bookings[2]!.id]);
    expect(page.items[0]).toMatchObject({ ticketId: ticketId(0, 0), name: HINDI.name, email: HINDI.email, phone: HINDI.phone, ticketType: 'General Admission', door: 'Gate 2' });
    expect(page.items[0]!.checkedInAt).not.toBeNull();
    expect(page.items[1]).toMatchObject({ checkedInAt: null, door: null });
    expect(page.items.some((x) => x.bookingId === cancelled.id)).toBe(false);
    expect(page.nextCursor).toBeNull();
  });

  it('searches name, email, phone (spaces ignored) and booking id, case-insensitively', async () => {
    const ids = async (q: string) => HostAttendeePageSchema.parse((await get(`/attendees?q=${encodeURIComponent(q)}`)).body).items.map((x) => x.ticketId);
    expect(await ids('आशा')).toEqual([ticketId(0, 0), ticketId(0, 1)]);
    expect(await ids('QUOTED@consumer')).toEqual([ticketId(1, 0)]);
    expect(await ids('98123 45678')).toEqual([ticketId(1, 0)]);
    expect(await ids(bookings[2]!.id.toUpperCase())).toEqual([ticketId(2, 0)]);
    expect(await ids('100%')).toEqual([]);
  });

  it('pages with a cursor and filters by session', async () => {
    const first = HostAttendeePageSchema.parse((await get('/attendees?limit=3')).body);
    expect(first.items).toHaveLength(3);
    const second = HostAttendeePageSchema.parse((await get(`/attendees?limit=3&cursor=${first.nextCursor}`)).body);
    expect(second).toEqual({ items: [expect.objectContaining({ bookingId: bookings[2]!.id })], nextCursor: null });
    expect(HostAttendeePageSchema.parse((await get('/attendees?sessionId=se_none')).body).items).toEqual([]);
    expect((await get('/attendees?cursor=bogus')).body.code).toBe('validation/invalid-query');
  });
});

describe('the CSV export', () => {
  it('is RFC 4180 UTF-8 with a BOM, a header row, quoted fields and no formulas', async () => {
    const res = await fetch(`${api.url}/v1/hosted-events/${hostedId}/attendees.csv`, { headers: { authorization: `Bearer ${host.idToken}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${hostedId}-attendees.csv"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(ATTENDEE_CSV_COLUMNS.join(','));
    expect(lines[1]).toMatch(new RegExp(`^आशा राव,asha\\.hi@consumer\\.example,'\\+919876543210,General Admission,${bookings[0]!.id},${ticketId(0, 0)},[^,]+,[^,]+,Gate 2$`));
    // The quoted name spans two physical lines: its newline is kept inside the quotes.
    expect(text).toContain(`\r\n"Rao, ""Asha""\nJr",quoted@consumer.example,'+919812345678,General Admission,${bookings[1]!.id},`);
    expect(text).toContain(`\r\n"'=HYPERLINK(""http://evil.example"")",formula@consumer.example,`);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(1 + 4);
  });
});

describe('before approval', () => {
  it('answers zero figures, no sessions and no attendees', async () => {
    const id = `he_dash_new_${randomUUID().slice(0, 8)}`;
    await api.db.query(`insert into hosted_events (id, uid, request, status) values ($1, $2, $3::json, 'submitted')`, [id, host.uid, JSON.stringify({ title: 'Soon' })]);
    const d = HostDashboardSchema.parse((await http('GET', `/hosted-events/${id}/dashboard`, { token: host.idToken })).body);
    expect(d).toMatchObject({ eventId: null, status: 'submitted', ticketsSold: 0, ticketsLeft: 0, checkedIn: 0, sessions: [], salesByDay: [] });
    expect(Object.values(d.money).every((m) => m.amount === 0)).toBe(true);
    expect((await http('GET', `/hosted-events/${id}/attendees`, { token: host.idToken })).body).toEqual({ items: [], nextCursor: null });
    const csv = await http('GET', `/hosted-events/${id}/attendees.csv`, { token: host.idToken });
    // res.text() drops the byte order mark (checked byte for byte above): the header row alone.
    expect(csv.text).toBe(`${ATTENDEE_CSV_COLUMNS.join(',')}\r\n`);
  });
});

describe('another host', () => {
  it('gets not-found for the dashboard, the attendees and the export, as for a missing event', async () => {
    for (const path of ['/dashboard', '/attendees', '/attendees.csv']) {
      const r = await get(path, otherHost);
      expect(r.status).toBe(404);
      expect(r.body.code).toBe('not-found');
      expect(r.text).not.toContain(HINDI.name);
    }
    expect((await http('GET', '/hosted-events/he_missing/dashboard', { token: otherHost.idToken })).status).toBe(404);
  });
});
