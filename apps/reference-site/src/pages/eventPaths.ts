import type { EventSummary } from '@ticketkit/contract';

/**
 * The spec's paths for each step of booking an event. The event's slug stands for
 * `{event_name}`; the booking flow's selection travels in the query so that a reload, the back
 * button or a sign-in round trip keeps it.
 */
export const eventPaths = {
  detail: (e: Pick<EventSummary, 'id' | 'slug'>, city?: string) => (city ? `/${city}/${e.slug}/${e.id}` : `/productpage/${e.id}`),
  selectCity: (slug: string, id: string) => `/${slug}/select-city?event=${encodeURIComponent(id)}`,
  dates: (slug: string, id: string, city?: string) => `/dateselect/${slug}/${id}${city ? `?city=${encodeURIComponent(city)}` : ''}`,
  tickets: (slug: string, id: string, sessionId: string) => `/ticketpage/${slug}/${id}?session=${encodeURIComponent(sessionId)}`,
  booking: (slug: string, id: string, sessionId: string, quantities: Record<string, number>) =>
    `/eventbooking/${slug}/${id}?session=${encodeURIComponent(sessionId)}&q=${encodeQuantities(quantities)}`,
  booked: (slug: string, bookingId: string) => `/ticketbooked/${slug}?booking=${encodeURIComponent(bookingId)}`,
  ticket: (bookingId: string) => `/yourtickets/${encodeURIComponent(bookingId)}`,
};

export function encodeQuantities(quantities: Record<string, number>): string {
  return Object.entries(quantities)
    .filter(([, n]) => n > 0)
    .map(([id, n]) => `${id}.${n}`)
    .join(',');
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Parses `q=tt_1.2,tt_2.1`; anything malformed is dropped, never thrown. */
export function decodeQuantities(value: string | null): Record<string, number> {
  const out: Record<string, number> = {};
  for (const pair of (value ?? '').split(',').filter(Boolean)) {
    const [id, n] = pair.split('.');
    const count = Number(n);
    if (id && ID.test(id) && Number.isInteger(count) && count > 0 && count <= 10) out[id] = count;
  }
  return out;
}
