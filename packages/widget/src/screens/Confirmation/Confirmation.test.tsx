import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { booking } from '../../fixtures/booking.ts';
import { cancelledBooking, paymentFailedBooking } from '../../fixtures/bookingStatuses.ts';
import { qrPath } from '../../lib/qr.ts';
import { Confirmation } from './Confirmation.tsx';

afterEach(() => vi.restoreAllMocks());

describe('given a confirmed booking', () => {
  it('shows the summary in the session time zone, each ticket’s QR code and the points earned', () => {
    render(<Confirmation booking={booking} ticketsHref="/yourtickets/bkg_7Q2X9" />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('You’re going!');
    expect(screen.getByText(/Saturday, 9 January 2027, 6:00 pm/i)).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: 'QR code of Silver · Ticket 1 of 3, booking bkg_7Q2X9' });
    expect(qr.querySelector('path')!.getAttribute('d')).toBe(qrPath(booking.tickets[0]!.qrPayload!).d);
    expect(screen.getAllByRole('img', { name: /^QR code of / })).toHaveLength(3);
    expect(screen.getByText('You earned 95 reward points')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your tickets' })).toHaveAttribute('href', '/yourtickets/bkg_7Q2X9');
  });

  it('downloads an .ics file for the session', async () => {
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((b: Blob) => (blobs.push(b), 'blob:ics'));
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('sufi-night.ics');
      expect(this.href).toBe('blob:ics');
    });
    render(<Confirmation booking={booking} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to calendar' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(blobs[0]!.type).toBe('text/calendar;charset=utf-8');
    const ics = await blobs[0]!.text();
    expect(ics).toContain('DTSTART:20270109T123000Z\r\n');
    expect(ics).toContain('SUMMARY:Sufi Night with the Nizami Brothers\r\n');
    expect(ics).toContain('LOCATION:Deshpande Hall\\, Civil Lines\\, Nagpur\r\n');
  });
});

describe('given QR payloads', () => {
  it('draws a QR matrix of the right size, different for different payloads', () => {
    const a = qrPath('TK1:bkg_1');
    const b = qrPath('TK1:bkg_2');
    expect(a.size).toBeGreaterThanOrEqual(21);
    expect((a.size - 17) % 4).toBe(0);
    expect(a.d).not.toBe(b.d);
    // The three finder patterns: the top-left module is dark.
    expect(a.d.startsWith('M0 0h1v1h-1z')).toBe(true);
  });
});

describe('given a booking that is not confirmed', () => {
  it('says the payment failed, offers paying again, and shows no ticket even with a QR payload', () => {
    render(<Confirmation booking={{ ...paymentFailedBooking, qrPayload: 'TK1:stale' }} payHref="/productpage/ev_1" />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Your payment did not go through');
    expect(screen.queryByText('You’re going!')).not.toBeInTheDocument();
    expect(screen.getByText('Payment failed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay again' })).toHaveAttribute('href', '/productpage/ev_1');
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).not.toBeInTheDocument();
  });

  it('says a cancelled booking is cancelled, with its refund, and that there is no ticket', () => {
    render(<Confirmation booking={cancelledBooking} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('This booking is cancelled');
    expect(screen.getByText('There is no valid ticket for this booking.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: /refund/i })).toBeInTheDocument();
    expect(screen.getByText('Total', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.queryByText('Paid', { selector: 'dt' })).not.toBeInTheDocument();
  });
});
