import type { Booking, Money } from '@ticketkit/contract';
import { bookingCalendarEvent, bookingIcsFileName, buildIcs } from '@ticketkit/contract/ics';
import qrcode from 'qrcode-generator';
import { escapeXml as escape } from '../images/svg.ts';
import { formatRupees } from '../money.ts';
import type { MailLocale } from './language.ts';
import { mailText } from './texts.ts';
import type { MailMessage } from './transport.ts';

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
function ticketQrs(booking: Booking, locale: MailLocale): Array<{ name: string; cid: string; label: string; image: { gif: Buffer; pixels: number } }> {
  const codes = new Set(booking.tickets.map((t) => t.qrPayload));
  if (booking.tickets.length === 0 || codes.size < booking.tickets.length) {
    // Only a confirmed booking is mailed, and a confirmed booking always has its ticket's payload.
    if (booking.qrPayload === null) throw new Error(`Booking ${booking.id} has no ticket to mail (status ${booking.status}).`);
    const count = booking.items.reduce((n, i) => n + i.quantity, 0);
    return [{ name: `ticket-${booking.id}`, cid: `qr-${booking.id}@ticketkit`, label: mailText(locale, 'confirmation.allTickets', { count }), image: qrImage(booking.qrPayload) }];
  }
  return booking.tickets.map((t, i) => {
    if (t.qrPayload === null) throw new Error(`Ticket ${t.id} has no code to mail (status ${booking.status}).`);
    return { name: `ticket-${t.id}`, cid: `qr-${t.id}@ticketkit`, label: mailText(locale, 'confirmation.ticketOf', { type: t.ticketType, number: i + 1, count: booking.tickets.length }), image: qrImage(t.qrPayload) };
  });
}

/**
 * How the show's start is written. CLDR gives Hindi a Latin "pm" in its short time style; a day
 * period ("शाम 7:30 बजे") is how Hindi says it.
 */
export const WHEN: Record<MailLocale, Intl.DateTimeFormatOptions> = {
  'en-IN': { dateStyle: 'full', timeStyle: 'short' },
  'hi-IN': { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', dayPeriod: 'short' },
};

/**
 * The confirmation mail of a booking: what was booked, one QR code per ticket inline and the
 * calendar file, in the booking's language (dates and money through Intl in that locale too).
 */
export function bookingConfirmation(booking: Booking): MailMessage {
  const locale: MailLocale = booking.locale ?? 'en-IN';
  const t = (key: Parameters<typeof mailText>[1], params?: Record<string, string | number>) => mailText(locale, key, params);
  const rupees = (m: Money) => formatRupees(m.amount, locale);
  const when = new Intl.DateTimeFormat(locale, { ...WHEN[locale], timeZone: booking.session.timeZone }).format(
    new Date(booking.session.startsAt),
  );
  const venue = `${booking.session.venue.name}, ${booking.session.venue.address}`;
  const tickets = booking.items.map((i) => ({ line: `${i.quantity} × ${i.name}`, amount: rupees(i.lineTotal) }));
  const { amounts } = booking;
  const totals = [
    [t('confirmation.subtotal'), amounts.subtotal],
    [t('confirmation.fees'), amounts.fees],
    [t('confirmation.taxes'), amounts.taxes],
    [t('confirmation.discount'), amounts.discount, true],
    [t('confirmation.pointsRedeemed'), amounts.pointsRedeemed, true],
  ] as const;
  const totalLines = totals.filter(([, m]) => m.amount !== 0).map(([label, m, minus]) => ({ label, amount: `${minus ? '− ' : ''}${rupees(m)}` }));
  const paid = booking.paidBy === 'company' ? t('confirmation.paidBy', { company: booking.companySlug ?? t('confirmation.yourCompany') }) : t('confirmation.total');
  const qrs = ticketQrs(booking, locale);
  const text = [
    t('confirmation.hello', { name: booking.attendee.name }),
    '',
    t('confirmation.confirmed', { id: booking.id }),
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
    t(qrs.length > 1 ? 'confirmation.eachCode' : 'confirmation.oneCode'),
  ].join('\n');

  const row = (label: string, amount: string, strong = false) =>
    `<tr><td style="padding:4px 16px 4px 0">${strong ? `<strong>${escape(label)}</strong>` : escape(label)}</td>`
    + `<td style="padding:4px 0;text-align:right">${strong ? `<strong>${escape(amount)}</strong>` : escape(amount)}</td></tr>`;
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#111827">`
    + `<p>${escape(t('confirmation.hello', { name: booking.attendee.name }))}</p>`
    + `<p>${escape(t('confirmation.confirmed', { id: booking.id })).replace(escape(booking.id), `<strong>${escape(booking.id)}</strong>`)}</p>`
    + `<h1 style="font-size:20px;margin:16px 0 4px">${escape(booking.event.title)}</h1>`
    + `<p style="margin:0">${escape(when)}<br>${escape(venue)}</p>`
    + `<table style="border-collapse:collapse;margin:16px 0">`
    + tickets.map((t) => row(t.line, t.amount)).join('')
    + totalLines.map((t) => row(t.label, t.amount)).join('')
    + row(paid, rupees(amounts.total), true)
    + `</table>`
    + qrs.map((q) => `<p style="margin:16px 0 4px"><strong>${escape(q.label)}</strong></p>`
      + `<p style="margin:0"><img src="cid:${escape(q.cid)}" alt="${escape(t('confirmation.qrOf', { ticket: q.label, id: booking.id }))}" width="${q.image.pixels}" height="${q.image.pixels}"></p>`).join('')
    + `<p>${escape(t(qrs.length > 1 ? 'confirmation.eachCodeHtml' : 'confirmation.oneCodeHtml'))}</p>`
    + `</body></html>`;

  return {
    to: { name: booking.attendee.name, address: booking.attendee.email },
    subject: t('confirmation.subject', { title: booking.event.title, when }),
    text,
    html,
    attachments: [
      ...qrs.map((q) => ({ filename: `${q.name}.gif`, content: q.image.gif, contentType: 'image/gif', cid: q.cid })),
      { filename: bookingIcsFileName(booking), content: buildIcs(bookingCalendarEvent(booking)), contentType: 'text/calendar; charset=utf-8; method=PUBLISH' },
    ],
  };
}
