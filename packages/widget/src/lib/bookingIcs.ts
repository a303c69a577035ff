import type { Booking } from '@ticketkit/contract';
import { bookingCalendarEvent, bookingIcsFileName, buildIcs } from '@ticketkit/contract/ics';

/** The booking as an .ics file the browser downloads (add to calendar); the confirmation mail attaches the same file. */
export function downloadBookingIcs(booking: Booking, doc: Document = document): void {
  const ics = buildIcs(bookingCalendarEvent(booking));
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  const a = doc.createElement('a');
  a.href = url;
  a.download = bookingIcsFileName(booking);
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
