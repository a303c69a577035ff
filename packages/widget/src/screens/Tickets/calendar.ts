import type { Booking } from '@ticketkit/contract';

/** A map search for the venue's coordinates; opened in a new tab, never embedded. */
export function mapHref(venue: Booking['session']['venue']): string {
  return `https://www.openstreetmap.org/?mlat=${venue.latitude}&mlon=${venue.longitude}#map=17/${venue.latitude}/${venue.longitude}`;
}
