import { randomUUID } from 'node:crypto';
import { HostedEventSchema, type Booking } from '@ticketkit/contract';
import { describe, expect, it } from 'vitest';
import { ATTENDEE } from '../testing/api.ts';
import { signUp, uniqueEmail, verifiedUser, type TestUser } from '../testing/emulator.ts';
import { approvedListing, hostedListing } from '../testing/hosted-listing.ts';
import { bookAndPay, holdAndBook, moneyOf, paidOnce, sandboxOf } from '../testing/payments.ts';
import { useStaffApi } from '../testing/staff-api.ts';

// A host's listing through its whole life against the real API, database, Auth emulator and payment
// sandbox: reviewed by staff, turned into a catalogue event that sells like a seeded one, paused,
// resumed and cancelled with every booking refunded.

const ctx = useStaffApi();
const { http } = ctx;

const host = () => verifiedUser(uniqueEmail('consumer.example'));
const review = (id: string, body: Record<string, unknown>) => http('POST', `/staff/hosted-events/${id}/review`, { token: ctx.staff.idToken, body });
const act = (user: TestUser, id: string, body: Record<string, unknown>) => http('POST', `/hosted-events/${id}/actions`, { token: user.idToken, body });
const firstSale = async (eventId: string) => {
  const session = (await http('GET', `/events/${eventId}/sessions`)).body.items[0];
  const types = (await http('GET', `/sessions/${session.id}/ticket-types`)).body.items as Array<{ id: string; name: string }>;
  const id = (name: string) => types.find((t) => t.name === name)!.id;
  return { session, types, paid: { sessionId: session.id, ticketTypeId: id('Entry') }, free: { sessionId: session.id, ticketTypeId: id('Student') } };
};

describe('approval', () => {
  it('creates a catalogue event that browse and search list, with its poster, and that sells through holds, bookings and payments', async () => {
    const owner = await host();
    const listing = hostedListing();
    const approved = await approvedListing(http, owner, ctx.staff, listing);
    expect(approved.status).toBe('approved');
    const eventId = approved.eventId;

    const browse = await http('GET', `/events?city=nagpur&category=music&q=${encodeURIComponent(listing.title)}`);
    expect(browse.body.items.map((e: { id: string }) => e.id)).toEqual([eventId]);
    const search = await http('GET', `/search?q=${encodeURIComponent(listing.title)}`);
    expect(search.body.events.map((e: { id: string }) => e.id)).toEqual([eventId]);

    const detail = (await http('GET', `/events/${eventId}`)).body;
    expect(detail).toMatchObject({
      title: listing.title, category: 'music', cities: ['nagpur'], description: listing.description,
      organizer: { name: listing.contact.name, contactEmail: listing.contact.email }, venueName: listing.venue.name,
      priceRange: { min: { amount: 0 }, max: { amount: 50_000 } }, durationMinutes: 120,
    });
    expect(Date.parse(detail.startsAt)).toBe(Date.parse(listing.sessions[0]!.startsAt));
    expect(detail.slug).toMatch(/^quokka-lantern-evening-[a-z0-9]+-[0-9a-f]{8}$/);
    const poster = await fetch(detail.image.url.replace('.webp', '.svg'));
    expect(poster.status).toBe(200);
    const svg = await poster.text();
    expect(svg).toContain(`aria-label="${listing.title}"`);
    // The poster says its category by its motif, not by words.
    expect(svg).toContain('data-motif="music"');
    expect(svg).not.toContain('</text>');

    const { session, types, paid } = await firstSale(eventId);
    expect(session.timeZone).toBe('Asia/Kolkata');
    expect(session.status).toBe('on-sale');
    expect(types.map((t) => [t.name, (t as unknown as { price: { amount: number } }).price.amount, (t as unknown as { available: number }).available])).toEqual([['Entry', 50_000, 20], ['Student', 0, 5]]);
    const booking = (await bookAndPay(ctx.api, http, await signUp(), paid, 2)) as Booking;
    expect(booking.status).toBe('confirmed');
    expect(await moneyOf(ctx.api.db, booking.id, paid.ticketTypeId)).toEqual(paidOnce(2));
  });
});

describe('a listing from draft to cancelled', () => {
  it('is edited and resubmitted after a request for changes, approved, paused (no holds), resumed and cancelled with every booking refunded', async () => {
    const owner = await host();
    const listing = hostedListing();
    const draft = await http('POST', '/hosted-events', { token: owner.idToken, body: { ...listing, submit: false } });
    expect(draft.status).toBe(201);
    expect(HostedEventSchema.parse(draft.body)).toMatchObject({ status: 'draft', eventId: null, reviewNote: null, history: [{ status: 'draft', by: 'host', note: null }] });
    const id = draft.body.id as string;
    const queued = async () => ((await http('GET', '/staff/hosted-events?limit=50', { token: ctx.staff.idToken })).body.items as Array<{ id: string }>).map((i) => i.id);
    expect(await queued()).not.toContain(id);
    expect((await review(id, { decision: 'approved' })).body.code).toBe('hosting/not-in-review');

    const submitted = await http('PATCH', `/hosted-events/${id}`, { token: owner.idToken, body: { ...listing, submit: true } });
    expect(submitted.body.status).toBe('submitted');
    expect(await queued()).toContain(id);
    const item = await http('GET', `/staff/hosted-events/${id}`, { token: ctx.staff.idToken });
    expect(item.body).toMatchObject({ id, status: 'submitted', host: { uid: owner.uid, email: listing.contact.email, name: listing.contact.name } });

    const noNote = await review(id, { decision: 'changes-requested' });
    expect([noNote.status, noNote.body.code]).toEqual([400, 'validation/invalid-body']);
    const sentBack = await review(id, { decision: 'changes-requested', note: 'Add the age limit to the description.' });
    expect(sentBack.body).toMatchObject({ status: 'changes-requested', reviewNote: 'Add the age limit to the description.' });
    const seen = await http('GET', `/hosted-events/${id}`, { token: owner.idToken });
    expect(seen.body).toMatchObject({ status: 'changes-requested', reviewNote: 'Add the age limit to the description.' });
    expect((await act(owner, id, { action: 'pause' })).body.code).toBe('hosting/action-not-allowed');

    const edited = { ...listing, description: `${listing.description} Ages 12 and up.` };
    const saved = await http('PATCH', `/hosted-events/${id}`, { token: owner.idToken, body: edited });
    expect(saved.body).toMatchObject({ status: 'changes-requested', description: edited.description });
    expect((await http('PATCH', `/hosted-events/${id}`, { token: owner.idToken, body: { ...edited, submit: true } })).body.status).toBe('submitted');
    const approved = await review(id, { decision: 'approved' });
    expect(approved.body).toMatchObject({ status: 'approved', reviewNote: null });
    const eventId = approved.body.eventId as string;
    expect((await http('GET', `/events/${eventId}`)).body.description).toBe(edited.description);
    expect((await review(id, { decision: 'rejected', note: 'Too late.' })).body.code).toBe('hosting/not-in-review');
    const notEditable = await http('PATCH', `/hosted-events/${id}`, { token: owner.idToken, body: edited });
    expect([notEditable.status, notEditable.body.code]).toEqual([409, 'hosting/not-editable']);

    const sale = await firstSale(eventId);
    const [payer, freeBuyer] = await Promise.all([signUp(), signUp()]);
    const paidBooking = (await bookAndPay(ctx.api, http, payer!, sale.paid, 2)) as Booking;
    expect(paidBooking.status).toBe('confirmed');

    expect((await act(owner, id, { action: 'pause' })).body.status).toBe('paused');
    const refused = await http('POST', '/holds', { token: freeBuyer!.idToken, body: { sessionId: sale.free.sessionId, items: [{ ticketTypeId: sale.free.ticketTypeId, quantity: 1 }] } });
    expect([refused.status, refused.body.code]).toEqual([422, 'booking/sales-closed']);
    expect((await http('GET', `/events/${eventId}`)).status).toBe(200);
    expect((await http('GET', `/events/${eventId}/sessions`)).body.items[0].status).toBe('not-on-sale');

    expect((await act(owner, id, { action: 'resume' })).body.status).toBe('approved');
    const freeBooking = (await holdAndBook(http, freeBuyer!, sale.free, 1)).booking.body as Booking;
    expect(freeBooking.status).toBe('confirmed');

    const unexplained = await act(owner, id, { action: 'cancel' });
    expect([unexplained.status, unexplained.body.code]).toEqual([400, 'validation/invalid-body']);
    const cancelled = await act(owner, id, { action: 'cancel', note: 'The venue flooded.' });
    expect(cancelled.body.status).toBe('cancelled');
    await sandboxOf(ctx.api).idle();
    // Paid and refunded (the sandbox processed the refund), or cancelled with nothing to refund.
    expect((await http('GET', `/bookings/${paidBooking.id}`, { token: payer!.idToken })).body).toMatchObject({ status: 'refunded', cancellation: { by: 'organiser', reason: 'The venue flooded.' } });
    expect((await http('GET', `/bookings/${freeBooking.id}`, { token: freeBuyer!.idToken })).body).toMatchObject({ status: 'cancelled', cancellation: { by: 'organiser', reason: 'The venue flooded.' } });
    const refunds = await ctx.api.db.query('select amount, reason, status from refunds where booking_id = $1', [paidBooking.id]);
    expect(refunds.rows).toEqual([{ amount: paidBooking.amounts.total.amount, reason: 'cancelled-by-organiser', status: 'processed' }]);
    expect(await moneyOf(ctx.api.db, paidBooking.id, sale.paid.ticketTypeId)).toMatchObject({ captures: 1, refunded: 1, refunds: 1, sold: 0 });
    expect(await ctx.api.db.query('select count(*)::int as n from refunds where booking_id = $1', [freeBooking.id])).toEqual({ rows: [{ n: 0 }] });

    expect((await http('GET', `/events?city=nagpur&q=${encodeURIComponent(listing.title)}`)).body.items).toEqual([]);
    expect((await http('GET', `/search?q=${encodeURIComponent(listing.title)}`)).body.events).toEqual([]);
    expect((await http('GET', `/events/${eventId}`)).status).toBe(404);

    const again = await act(owner, id, { action: 'cancel', note: 'Again.' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(cancelled.body);
    expect((await act(owner, id, { action: 'resume' })).body.code).toBe('hosting/action-not-allowed');
    expect(again.body.history.map((h: { status: string; by: string }) => `${h.by}:${h.status}`)).toEqual([
      'host:draft', 'host:submitted', 'staff:changes-requested', 'host:submitted', 'staff:approved', 'host:paused', 'host:approved', 'host:cancelled',
    ]);
    expect(again.body.history.at(-1).note).toBe('The venue flooded.');
    expect(again.body.history[2].note).toBe('Add the age limit to the description.');
  });
});

describe('a hold taken before its event stops selling', () => {
  const holdFree = async (buyer: TestUser, sale: { free: { sessionId: string; ticketTypeId: string } }) => {
    const hold = await http('POST', '/holds', { token: buyer.idToken, body: { sessionId: sale.free.sessionId, items: [{ ticketTypeId: sale.free.ticketTypeId, quantity: 1 }] } });
    expect(hold.status).toBe(201);
    return hold.body.id as string;
  };
  const book = (buyer: TestUser, holdId: string) =>
    http('POST', '/bookings', { token: buyer.idToken, body: { holdId, attendee: ATTENDEE }, headers: { 'Idempotency-Key': randomUUID() } });

  it('is refused while the event is paused, books once it is resumed, and is refused once it is cancelled', async () => {
    const owner = await host();
    const approved = await approvedListing(http, owner, ctx.staff);
    const sale = await firstSale(approved.eventId);
    const buyer = await signUp();

    const beforePause = await holdFree(buyer, sale);
    expect((await act(owner, approved.id, { action: 'pause' })).body.status).toBe('paused');
    const paused = await book(buyer, beforePause);
    expect([paused.status, paused.body.code]).toEqual([422, 'booking/sales-closed']);
    expect(paused.body.detail).toContain('paused');

    expect((await act(owner, approved.id, { action: 'resume' })).body.status).toBe('approved');
    const resumed = await book(buyer, beforePause);
    expect([resumed.status, resumed.body.status]).toEqual([201, 'confirmed']);

    const beforeCancel = await holdFree(buyer, sale);
    expect((await act(owner, approved.id, { action: 'cancel', note: 'The venue flooded.' })).body.status).toBe('cancelled');
    const cancelled = await book(buyer, beforeCancel);
    expect([cancelled.status, cancelled.body.code]).toEqual([422, 'booking/sales-closed']);
    expect(cancelled.body.detail).toContain('cancelled');
  });
});

describe('deleting the account of a host with a live event', () => {
  it('is refused while the event is approved or paused, keeping both, and allowed once it is cancelled', async () => {
    const owner = await signUp();
    // An event on sale or paused needs its host to pause, cancel or run its doors.
    const { id, eventId } = await approvedListing(http, owner, ctx.staff);

    for (const status of ['approved', 'paused']) {
      const refused = await http('DELETE', '/me', { token: owner.idToken });
      expect([refused.status, refused.body.code], status).toEqual([409, 'account/has-live-events']);
      expect((await http('GET', `/hosted-events/${id}`, { token: owner.idToken })).body).toMatchObject({ status, eventId });
      if (status === 'approved') expect((await act(owner, id, { action: 'pause' })).body.status).toBe('paused');
    }
    const { rows } = await ctx.api.db.query<{ sale_state: string }>('select sale_state from events where id = $1', [eventId]);
    expect(rows).toEqual([{ sale_state: 'paused' }]);

    expect((await act(owner, id, { action: 'cancel', note: 'Closing my account.' })).body.status).toBe('cancelled');
    const deleted = await http('DELETE', '/me', { token: owner.idToken });
    expect(deleted.status, deleted.text).toBe(200);
    expect((await ctx.api.db.query('select id from hosted_events where uid = $1', [owner.uid])).rows).toEqual([]);
  });
});
