import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookingsInEveryStatus, companyCancelledBooking, lateCaptureBooking, paymentFailedBooking, paymentPendingBooking } from '../../fixtures/bookingStatuses.ts';
import { preloadLocale } from '../../i18n/i18n.ts';
import { renderWithSdk } from '../../testing/renderWithSdk.tsx';
import { MyTickets } from './MyTickets.tsx';
import { defaultPayHref, defaultTicketHref } from './MyTicketsContainer.tsx';

const noop = () => {};
const card = (title: string) => screen.getByRole('link', { name: new RegExp(`^${title}`) }).closest('li')!;

function renderList(items = bookingsInEveryStatus, locale?: 'hi-IN') {
  return renderWithSdk(
    <MyTickets
      state={{ status: 'success', items, hasMore: false }}
      when="upcoming"
      ticketHref={defaultTicketHref(false)}
      payHref={defaultPayHref}
      onWhenChange={noop}
      onBrowse={noop}
      onSignIn={noop}
    />,
    { sdk: null, ...(locale ? { locale } : {}) },
  );
}

describe('given bookings in every status', () => {
  it('says each status in words on its card', () => {
    renderList();
    const said = bookingsInEveryStatus.map((b) => within(card(b.event.title)).getByText(/^(Payment pending|Payment failed|Confirmed|Expired|Cancelled|Refunded|Partly refunded)$/).textContent);
    expect(said).toEqual(['Payment pending', 'Payment failed', 'Confirmed', 'Expired', 'Cancelled', 'Refunded', 'Partly refunded', 'Expired']);
  });

  it('gives an unpaid booking its deadline and a way back to paying', () => {
    renderList();
    const pending = within(card(paymentPendingBooking.event.title));
    expect(pending.getByText(/^Pay by .+ to keep your tickets\.$/)).toHaveTextContent('Pay by Tue, 1 Dec, 10:20 am to keep your tickets.');
    expect(pending.getByRole('link', { name: 'Complete payment' })).toHaveAttribute('href', `/productpage/${paymentPendingBooking.event.id}`);
    const failed = within(card(paymentFailedBooking.event.title));
    expect(failed.getByText(/did not go through/)).toBeInTheDocument();
    expect(failed.getByText('Reason given: The bank declined the payment')).toBeInTheDocument();
    expect(failed.getByRole('link', { name: 'Pay again' })).toBeInTheDocument();
  });

  it('shows each refund with its amount, pending until the provider confirms it', () => {
    renderList();
    expect(within(card('Indie Nights')).getByText('Refund of ₹998.50 pending')).toBeInTheDocument();
    expect(within(card('Qawwali Evening')).getByText('Refunded ₹2,055.92 on Monday, 7 December 2026')).toBeInTheDocument();
    expect(within(card('Qawwali Evening')).getByText(/organiser cancelled this event/)).toBeInTheDocument();
    expect(within(card('Classical Morning')).getByText('Refunded ₹998.50 on Sunday, 6 December 2026')).toBeInTheDocument();
    expect(within(card('Theatre: Hamlet')).getByText('It was not paid in time, so the tickets were released.')).toBeInTheDocument();
  });

  it('explains a payment that came too late and was refunded without being asked', () => {
    renderList();
    const late = within(card(lateCaptureBooking.event.title));
    expect(late.getByText(/arrived after the hold on your tickets had run out/)).toBeInTheDocument();
    expect(late.getByText('Refund of ₹2,055.92 pending')).toBeInTheDocument();
    expect(late.queryByText('It was not paid in time, so the tickets were released.')).toBeNull();
  });

  it('says a cancelled company ticket went back to the allowance, no money', () => {
    renderList([companyCancelledBooking]);
    expect(screen.getByText(/went back to your allowance and no money was charged/)).toBeInTheDocument();
  });

  it('says it in Hindi too', async () => {
    await preloadLocale('hi-IN');
    renderList(bookingsInEveryStatus, 'hi-IN');
    await screen.findByRole('link', { name: /^Indie Nights/ }, { timeout: 10_000 });
    expect(within(card('Indie Nights')).getByText('₹998.50 का रिफ़ंड बाकी है')).toBeInTheDocument();
    expect(within(card(paymentPendingBooking.event.title)).getByText('भुगतान बाकी')).toBeInTheDocument();
  });
});
