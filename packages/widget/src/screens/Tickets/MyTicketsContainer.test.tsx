import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pastBookings, upcomingBookings } from '../../fixtures/account.ts';
import { createFakeSdk, sdkError } from '../../fixtures/fakeSdk.ts';
import { renderWithSdk } from '../../testing/renderWithSdk.tsx';
import { MyTicketsContainer } from './MyTicketsContainer.tsx';
import { TicketContainer } from './TicketContainer.tsx';
import { describeError } from '@ticketkit/sdk';

describe('given a signed-in person with bookings', () => {
  it('lists upcoming tickets linking to each booking, and past ones on request', async () => {
    const sdk = createFakeSdk({ signedIn: true });
    renderWithSdk(<MyTicketsContainer />, { sdk });
    const link = await screen.findByRole('link', { name: new RegExp(`^${upcomingBookings[0]!.event.title}\\s*— view ticket$`) });
    expect(link).toHaveAttribute('href', `/yourtickets/${upcomingBookings[0]!.id}`);
    expect(screen.getAllByRole('listitem')).toHaveLength(upcomingBookings.length);
    await userEvent.click(screen.getByRole('button', { name: 'Past' }));
    expect(await screen.findByRole('link', { name: new RegExp(`^${pastBookings[0]!.event.title}\\s*— view ticket$`) })).toBeInTheDocument();
    expect(sdk.calls.filter((c) => c.method === 'listMyBookings').map((c) => c.args[0])).toEqual([{ when: 'upcoming' }, { when: 'past' }]);
  });
});

describe('given no upcoming bookings', () => {
  it('leads to browsing events', async () => {
    const sdk = createFakeSdk({ signedIn: true, api: { listMyBookings: async () => ({ items: [], nextCursor: null }) } });
    const onNavigate = vi.fn();
    renderWithSdk(<MyTicketsContainer onNavigate={onNavigate} />, { sdk });
    await userEvent.click(await screen.findByRole('button', { name: 'Browse events' }));
    expect(onNavigate).toHaveBeenCalledWith({ version: 1, to: '/' });
  });
});

describe('given a signed-out visitor', () => {
  it('asks to sign in and comes back to the tickets (the spec guard: /login?source=yourtickets)', async () => {
    const sdk = createFakeSdk({ signedIn: false });
    const onNavigate = vi.fn();
    renderWithSdk(<MyTicketsContainer onNavigate={onNavigate} />, { sdk });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onNavigate).toHaveBeenCalledWith({ version: 1, to: '/login?source=yourtickets' });
    expect(sdk.calls.some((c) => c.method === 'listMyBookings')).toBe(false);
  });
});

describe('given the tickets fail to load', () => {
  it('shows the message and retries', async () => {
    let fail = true;
    const sdk = createFakeSdk({
      signedIn: true,
      api: { listMyBookings: async () => (fail ? Promise.reject(sdkError('unavailable')) : { items: upcomingBookings, nextCursor: null }) },
    });
    renderWithSdk(<MyTicketsContainer />, { sdk });
    expect(await screen.findByRole('alert')).toHaveTextContent(describeError('unavailable').message);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('link', { name: /view ticket$/ })).toHaveLength(upcomingBookings.length);
  });
});

describe('given one booking', () => {
  it('shows its QR code, when and where with a map link, the attendee and the price breakdown', async () => {
    const sdk = createFakeSdk({ signedIn: true });
    const b = upcomingBookings[1]!;
    renderWithSdk(<TicketContainer bookingId={b.id} />, { sdk });
    expect(await screen.findByRole('img', { name: `QR code of Silver · Ticket 1 of 1, booking ${b.id}` })).toBeInTheDocument();
    const map = screen.getByRole('link', { name: `Open ${b.session.venue.name} in a map` });
    expect(map).toHaveAttribute('href', expect.stringContaining(`mlat=${b.session.venue.latitude}`));
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(b.attendee.email)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Price breakdown' });
    expect(within(table).getByRole('row', { name: /Total/ })).toHaveTextContent('₹447.60');
    expect(within(table).getByRole('row', { name: /Discount/ })).toHaveTextContent('-₹50.00');
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
    await waitFor(() => expect(sdk.calls.find((c) => c.method === 'getBooking')?.args[0]).toBe(b.id));
  });

  it('says so when the booking is not the person’s (the API answers not-found)', async () => {
    const sdk = createFakeSdk({ signedIn: true, api: { getBooking: async () => Promise.reject(sdkError('not-found')) } });
    renderWithSdk(<TicketContainer bookingId="bkg_other" />, { sdk });
    expect(await screen.findByRole('alert')).toHaveTextContent(describeError('not-found').message);
  });
});
