import type { Image, Money } from '@ticketkit/contract';
import { POSTER_WIDTHS } from '../images/raster.ts';

export const money = (amount: number): Money => ({ amount: Number(amount), currency: 'INR' });

export const EVENT_IMAGE = { width: 1200, height: 675 } as const;
export const LOGO_IMAGE = { width: 240, height: 240 } as const;

/** Where the absolute URLs of an answer start (see http/origin.ts), and the key of a corporate poster. */
export interface Urls {
  origin: string;
  posterKey: (eventId: string) => string;
}

/**
 * Image URLs are absolute: the API's public base + path. An event's poster is a WebP at full size,
 * and `srcset` offers it at every width the API draws. A corporate event's poster is served only
 * under its key (`ev_….KEY.webp`), which only answers to the company's members carry.
 */
export function eventImage(urls: Urls, eventId: string, alt: string, corporate: boolean): Image {
  const file = corporate ? `${eventId}.${urls.posterKey(eventId)}` : eventId;
  const url = `${urls.origin}/v1/images/events/${file}.webp`;
  const srcset = POSTER_WIDTHS.map((w) => `${w === EVENT_IMAGE.width ? url : `${url}?w=${w}`} ${w}w`).join(', ');
  return { url, srcset, alt, ...EVENT_IMAGE };
}

export const logoImage = (origin: string, slug: string, name: string): Image => ({
  url: `${origin}/v1/images/companies/${slug}.svg`,
  alt: `${name} logo`,
  ...LOGO_IMAGE,
});

/** Stored bookings carry their event's image as a path; answers carry the poster's current absolute URLs. */
export function absolutise<T extends { companySlug: string | null; event: { id: string; image: Image } }>(booking: T, urls: Urls): T {
  // A company-paid booking is always of its company's event (the hold checks it).
  const image = eventImage(urls, booking.event.id, booking.event.image.alt, booking.companySlug !== null);
  return { ...booking, event: { ...booking.event, image } };
}

/** Opaque offset cursors. */
export const encodeCursor = (offset: number) => Buffer.from(`o:${offset}`).toString('base64url');
export function decodeCursor(cursor: string | undefined): number | null {
  if (cursor === undefined) return 0;
  const text = Buffer.from(cursor, 'base64url').toString();
  const match = /^o:(\d{1,7})$/.exec(text);
  return match ? Number(match[1]) : null;
}

/** Escapes LIKE wildcards so a search for "100%" means the characters. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
