// The calendar file of a booking: the widget offers it for download and the API attaches it to
// the confirmation mail. No zod here: the widget's bundle imports this module.
import type { Booking } from './booking.ts';

/** A minimal RFC 5545 VCALENDAR with one VEVENT, for "add to calendar". */
export interface CalendarEvent {
  uid: string;
  title: string;
  description?: string;
  location?: string;
  start: string;
  end: string;
  /** DTSTAMP; defaults to now. */
  stamp?: string;
}

/** Escapes a TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** UTC form `YYYYMMDDTHHMMSSZ` of an ISO date-time with any offset. */
export function icsDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) throw new RangeError(`not a date: ${iso}`);
  return d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** Octets of one code point in UTF-8 (the contract is typed without the DOM or Node, so no TextEncoder). */
const utf8Length = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/** Folds a content line at 75 octets (§3.1), never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = utf8Length(ch.codePointAt(0)!);
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with one space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function buildIcs(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Ticketkit//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${icsDate(event.stamp ?? new Date().toISOString())}`,
    `DTSTART:${icsDate(event.start)}`,
    `DTEND:${icsDate(event.end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** A booking as a calendar event: the same UID wherever it is built, so calendars see one event. */
export function bookingCalendarEvent(booking: Booking): CalendarEvent {
  return {
    uid: `${booking.id}@ticketkit`,
    title: booking.event.title,
    start: booking.session.startsAt,
    end: booking.session.endsAt,
    location: `${booking.session.venue.name}, ${booking.session.venue.address}`,
    description: `Booking ${booking.id}`,
  };
}

/** The file name a booking's calendar file goes by. */
export const bookingIcsFileName = (booking: Booking): string => `${booking.event.slug}.ics`;
