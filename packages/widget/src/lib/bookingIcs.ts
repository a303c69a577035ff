import type { Booking } from '@ticketkit/contract';
import { buildIcs } from './ics.ts';

/** The booking as an .ics file the browser downloads (add to calendar), built by ics.ts. */
export function downloadBookingIcs(booking: Booking, doc: Document = document): void {
  const ics = buildIcs({
    uid: `${booking.id}@ticketkit`,
    title: booking.event.title,
    start: booking.session.startsAt,
    end: booking.session.endsAt,
    location: `${booking.session.venue.name}, ${booking.session.venue.address}`,
    description: `Booking ${booking.id}`,
  });
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  const a = doc.createElement('a');
  a.href = url;
  a.download = `${booking.event.slug}.ics`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
