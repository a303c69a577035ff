import type { Booking, Money } from '@ticketkit/contract';
import { bookingCalendarEvent, bookingIcsFileName, buildIcs } from '@ticketkit/contract/ics';
import qrcode from 'qrcode-generator';
import { escapeXml as escape } from '../images/svg.ts';
import { formatRupees } from '../money.ts';
import type { MailMessage } from './transport.ts';

const rupees = (m: Money) => formatRupees(m.amount);

/** The ticket's QR code as a GIF (mail clients show GIF and PNG; many refuse SVG) and its width in pixels. */
export function qrImage(payload: string): { gif: Buffer; pixels: number } {
  const qr = qrcode(0, 'M');
  qr.addData(payload);
  qr.make();
  // The library's margin is in pixels.
  const dataUrl = qr.createDataURL(QR_CELL_PIXELS, QR_MARGIN_CELLS * QR_CELL_PIXELS);
  return {
    gif: Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'),
    pixels: (qr.getModuleCount() + 2 * QR_MARGIN_CELLS) * QR_CELL_PIXELS,
  };
}
/** Pixels per QR module and modules of quiet zone around the code (the standard asks for 4). */
export const QR_CELL_PIXELS = 6;
export const QR_MARGIN_CELLS = 4;

/**
 * The QR codes a confirmed booking's mail carries: one per ticket, labelled with its type and
 * number; a booking made before per-ticket codes has one code for all its tickets.
 */
function ticketQrs(booking: Booking): Array<{ name: string; cid: string; label: string; image: { gif: Buffer; pixels: number } }> {
  const codes = new Set(booking.tickets.map((t) => t.qrPayload));
  if (booking.tickets.length === 0 || codes.size < booking.tickets.length) {
    // Only a confirmed booking is mailed, and a confirmed booking always has its ticket's payload.
    if (booking.qrPayload === null) throw new Error(`Booking ${booking.id} has no ticket to mail (status ${booking.status}).`);
    const count = booking.items.reduce((n, i) => n + i.quantity, 0);
    return [{ name: `ticket-${booking.id}`, cid: `qr-${booking.id}@ticketkit`, label: `All ${count} ticket${count === 1 ? '' : 's'}`, image: qrImage(booking.qrPayload) }];
  }
  return booking.tickets.map((t, i) => {
    if (t.qrPayload === null) throw new Error(`Ticket ${t.id} has no code to mail (status ${booking.status}).`);
    return { name: `ticket-${t.id}`, cid: `qr-${t.id}@ticketkit`, label: `${t.ticketType} · Ticket ${i + 1} of ${booking.tickets.length}`, image: qrImage(t.qrPayload) };
  });
}

/** The confirmation mail of a booking: what was booked, one QR code per ticket inline and the calendar file. */
export function bookingConfirmation(booking: Booking): MailMessage {
  const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'full', timeStyle: 'short', timeZone: booking.session.timeZone }).format(
    new Date(booking.session.startsAt),
  );
  const venue = `${booking.session.venue.name}, ${booking.session.venue.address}`;
  const tickets = booking.items.map((i) => ({ line: `${i.quantity} × ${i.name}`, amount: rupees(i.lineTotal) }));
  const { amounts } = booking;
  const totals = [
    ['Subtotal', amounts.subtotal],
    ['Fees', amounts.fees],
    ['Taxes', amounts.taxes],
    ['Discount', amounts.discount, true],
    ['Points redeemed', amounts.pointsRedeemed, true],
  ] as const;
  const totalLines = totals.filter(([, m]) => m.amount !== 0).map(([label, m, minus]) => ({ label, amount: `${minus ? '− ' : ''}${rupees(m)}` }));
  const paid = booking.paidBy === 'company' ? `Paid by ${booking.companySlug ?? 'your company'}` : 'Total';
  const qrs = ticketQrs(booking);
  const text = [
    `Hello ${booking.attendee.name},`,
    '',
    `Your booking ${booking.id} is confirmed.`,
    '',
    booking.event.title,
    when,
    venue,
    '',
    ...tickets.map((t) => `${t.line}   ${t.amount}`),
    ...totalLines.map((t) => `${t.label}   ${t.amount}`),
    `${paid}   ${rupees(amounts.total)}`,
    '',
    ...qrs.map((q) => q.label),
    '',
    qrs.length > 1
      ? 'Each ticket has its own QR code in this mail (and in My tickets): show one per person at the entrance. The calendar file is attached.'
      : 'Show the QR code in this mail (or in My tickets) at the entrance. The calendar file is attached.',
  ].join('\n');

  const row = (label: string, amount: string, strong = false) =>
    `<tr><td style="padding:4px 16px 4px 0">${strong ? `<strong>${escape(label)}</strong>` : escape(label)}</td>`
    + `<td style="padding:4px 0;text-align:right">${strong ? `<strong>${escape(amount)}</strong>` : escape(amount)}</td></tr>`;
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#111827">`
    + `<p>Hello ${escape(booking.attendee.name)},</p>`
    + `<p>Your booking <strong>${escape(booking.id)}</strong> is confirmed.</p>`
    + `<h1 style="font-size:20px;margin:16px 0 4px">${escape(booking.event.title)}</h1>`
    + `<p style="margin:0">${escape(when)}<br>${escape(venue)}</p>`
    + `<table style="border-collapse:collapse;margin:16px 0">`
    + tickets.map((t) => row(t.line, t.amount)).join('')
    + totalLines.map((t) => row(t.label, t.amount)).join('')
    + row(paid, rupees(amounts.total), true)
    + `</table>`
    + qrs.map((q) => `<p style="margin:16px 0 4px"><strong>${escape(q.label)}</strong></p>`
      + `<p style="margin:0"><img src="cid:${escape(q.cid)}" alt="QR code of ${escape(q.label)}, booking ${escape(booking.id)}" width="${q.image.pixels}" height="${q.image.pixels}"></p>`).join('')
    + (qrs.length > 1
      ? `<p>Each ticket has its own QR code (also in My tickets): show one per person at the entrance. The calendar file is attached.</p>`
      : `<p>Show this QR code (or the one in My tickets) at the entrance. The calendar file is attached.</p>`)
    + `</body></html>`;

  return {
    to: { name: booking.attendee.name, address: booking.attendee.email },
    subject: `Your tickets: ${booking.event.title}, ${when}`,
    text,
    html,
    attachments: [
      ...qrs.map((q) => ({ filename: `${q.name}.gif`, content: q.image.gif, contentType: 'image/gif', cid: q.cid })),
      { filename: bookingIcsFileName(booking), content: buildIcs(bookingCalendarEvent(booking)), contentType: 'text/calendar; charset=utf-8; method=PUBLISH' },
    ],
  };
}
