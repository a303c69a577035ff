import { randomBytes } from 'node:crypto';
import { SLUG_MAX, type HostedListing } from '@ticketkit/contract';
import type { Queryable } from '../db/database.ts';
import { newId } from '../domain/ids.ts';
import { EVENT_TERMS } from '../seed/catalog-data.ts';
import { slugify } from '../seed/generate.ts';

/** Per order, as the seed's ticket types (and the table's defaults). */
const MIN_PER_ORDER = 1;
const MAX_PER_ORDER = 10;
const MINUTE = 60_000;

/** Inserts rows given as objects (every object with the same keys) through json_populate_recordset, as the seed does. */
async function insertRows(tx: Queryable, table: string, rows: Array<Record<string, unknown>>): Promise<void> {
  const columns = Object.keys(rows[0]!).join(', ');
  await tx.query(`insert into ${table} (${columns}) select ${columns} from json_populate_recordset(null::${table}, $1::json)`, [JSON.stringify(rows)]);
}

/** A slug from the title that no other event has: the title's, then random hex (a title in another script gives "event"). */
function uniqueSlug(title: string): string {
  const base = slugify(title).slice(0, SLUG_MAX - 9).replace(/-+$/, '') || 'event';
  return `${base}-${randomBytes(4).toString('hex')}`;
}

/**
 * Turns an approved listing into a catalogue event, inside the transaction of the decision: a
 * venue in the listing's city (at the city's centre), the event (its host's, on sale, the
 * default cancellation policy; its poster is drawn from its id, title and category like every
 * event's), a session per listed session in the city's time zone, and the listed ticket types in
 * each, on sale from now until the session starts. Answers the event's id.
 */
export async function createCatalogueEvent(tx: Queryable, hostUid: string, listing: HostedListing): Promise<string> {
  const { rows } = await tx.query<{ latitude: number; longitude: number; time_zone: string; now: string }>(
    'select latitude, longitude, time_zone, tk_iso(now()) as now from cities where slug = $1',
    [listing.city],
  );
  const city = rows[0]!;
  const venueId = newId('ve');
  const eventId = newId('ev');
  const first = listing.sessions[0]!;
  await insertRows(tx, 'venues', [
    { id: venueId, name: listing.venue.name, address: listing.venue.address, city_slug: listing.city, latitude: Number(city.latitude), longitude: Number(city.longitude) },
  ]);
  await insertRows(tx, 'events', [
    {
      id: eventId,
      slug: uniqueSlug(listing.title),
      title: listing.title,
      category_slug: listing.category,
      description: listing.description,
      image_alt: `Poster for ${listing.title}`,
      organizer_name: listing.contact.name,
      organizer_email: listing.contact.email,
      terms: EVENT_TERMS,
      duration_minutes: Math.round((Date.parse(first.endsAt) - Date.parse(first.startsAt)) / MINUTE),
      age_limit: null,
      languages: ['English'],
      company_slug: null,
      created_at: city.now,
      cancellation_policy: null,
      host_uid: hostUid,
      sale_state: 'on-sale',
    },
  ]);
  const sessions = listing.sessions.map((s) => ({
    id: newId('se'),
    event_id: eventId,
    venue_id: venueId,
    starts_at: new Date(s.startsAt).toISOString(),
    ends_at: new Date(s.endsAt).toISOString(),
    time_zone: city.time_zone,
  }));
  await insertRows(tx, 'sessions', sessions);
  await insertRows(
    tx,
    'ticket_types',
    sessions.flatMap((s) =>
      listing.ticketTypes.map((t, position) => ({
        id: newId('tt'),
        session_id: s.id,
        position,
        name: t.name,
        description: '',
        price: t.price,
        capacity: t.capacity,
        sold: 0,
        min_per_order: MIN_PER_ORDER,
        max_per_order: MAX_PER_ORDER,
        sales_start_at: city.now,
        sales_end_at: s.starts_at,
      })),
    ),
  );
  return eventId;
}
