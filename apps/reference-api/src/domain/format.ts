import type { Image, Money } from '@ticketkit/contract';

export const money = (amount: number): Money => ({ amount: Number(amount), currency: 'INR' });

export const EVENT_IMAGE = { width: 1200, height: 675 } as const;
export const LOGO_IMAGE = { width: 240, height: 240 } as const;

/** Image URLs are absolute: the API's public base (API_PUBLIC_URL, else the request's origin) + path. */
export const eventImage = (origin: string, eventId: string, alt: string): Image => ({
  url: `${origin}/v1/images/events/${eventId}.svg`,
  alt,
  ...EVENT_IMAGE,
});

export const logoImage = (origin: string, slug: string, name: string): Image => ({
  url: `${origin}/v1/images/companies/${slug}.svg`,
  alt: `${name} logo`,
  ...LOGO_IMAGE,
});

/** Stored bookings carry image paths; answers carry absolute URLs. */
export function absolutise<T extends { event: { image: Image } }>(booking: T, origin: string): T {
  const url = booking.event.image.url;
  if (!url.startsWith('/')) return booking;
  return { ...booking, event: { ...booking.event, image: { ...booking.event.image, url: origin + url } } };
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
