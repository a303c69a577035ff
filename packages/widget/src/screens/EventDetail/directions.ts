import type { Venue } from '@ticketkit/contract';

/** A maps search for the venue's position: on a phone it opens the maps app, which gives the way there. */
export const directionsHref = (venue: Pick<Venue, 'latitude' | 'longitude'>) =>
  `https://www.google.com/maps/search/?api=1&query=${venue.latitude},${venue.longitude}`;
