import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TicketkitProvider } from '../../context/TicketkitProvider.tsx';
import { renderWithSdk } from '../../testing/renderWithSdk.tsx';
import { checkoutFrame, paidIn, sandboxSays } from '../../testing/sandboxCheckout.ts';
import { BookingFlow } from './BookingFlow.tsx';

afterEach(() => {
  history.replaceState(null, '', '/');
  localStorage.clear();
  sessionStorage.clear();
});

describe('given the flow keeps its step in the URL hash', () => {
  it('writes each step to the hash as the visitor moves on', async () => {
    const user = userEvent.setup();
    renderWithSdk(<BookingFlow eventId="evt_1" deepLink="hash" />);
    await user.click(await screen.findByRole('button', { name: 'Book tickets' }));
    expect(location.hash).toBe('#tk.evt_1=/event/evt_1/city');
    await user.click(await screen.findByRole('button', { name: /^Nagpur/ }));
    expect(location.hash).toBe('#tk.evt_1=/event/evt_1/date%3Fcity%3Dnagpur');
    await user.click(await screen.findByRole('button', { name: /6:00 pm at Deshpande Hall/i }));
    await user.click(await screen.findByRole('button', { name: 'Add one Gold ticket' }));
    await user.click(screen.getByRole('button', { name: 'Continue to booking' }));
    expect(location.hash).toBe('#tk.evt_1=/event/evt_1/booking%3Fcity%3Dnagpur%26session%3Dses_1%26q%3Dtt_gold.1');
    // Moving to a step moves focus to its heading.
    expect(await screen.findByRole('heading', { name: 'Your booking' })).toBeInTheDocument();
  });

  it('opens at the step a link points to, with the selection from the link', async () => {
    history.replaceState(null, '', '#tk.evt_1=/event/evt_1/tickets%3Fcity%3Dnagpur%26session%3Dses_1%26q%3Dtt_gold.2');
    const { sdk } = renderWithSdk(<BookingFlow eventId="evt_1" deepLink="hash" />);
    expect(await screen.findByRole('group', { name: 'Number of Gold tickets' })).toHaveTextContent('2');
    expect(await screen.findByText('Refunds: 100% until 48 hours before, 50% until 24 hours before, none after; booking fee not refunded')).toBeInTheDocument();
    // The ticket types, and the event once for its refund policy.
    expect(sdk.calls.map((c) => c.method).sort()).toEqual(['getEvent', 'listTicketTypes']);
  });

  it('keeps two flows with their own keys apart, and reports a key two flows share', async () => {
    const user = userEvent.setup();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    renderWithSdk(
      <>
        <BookingFlow eventId="evt_1" deepLink="hash" deepLinkKey="concert" />
        <BookingFlow eventId="evt_1" deepLink="hash" deepLinkKey="play" />
        <BookingFlow eventId="evt_1" deepLink="hash" deepLinkKey="play" />
      </>,
      { onError },
    );
    const [concert, play] = await screen.findAllByRole('button', { name: 'Book tickets' });
    await user.click(concert!);
    expect(location.hash).toBe('#tk.concert=/event/evt_1/city');
    await user.click(play!);
    expect(location.hash).toBe('#tk.concert=/event/evt_1/city&tk.play=/event/evt_1/city');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'deep-link-key-taken' }));
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/^ticketkit\/deep-link-key-taken: .*"play"/));
    // The third flow moves on its own without touching the second one's part.
    await user.click(screen.getByRole('button', { name: 'Book tickets' }));
    expect(location.hash).toBe('#tk.concert=/event/evt_1/city&tk.play=/event/evt_1/city');
    errors.mockRestore();
  });

  it('goes back a step with the browser back button', async () => {
    const user = userEvent.setup();
    renderWithSdk(<BookingFlow eventId="evt_1" deepLink="hash" />);
    await user.click(await screen.findByRole('button', { name: 'Book tickets' }));
    await screen.findByRole('button', { name: /^Nagpur/ });
    history.back();
    expect(await screen.findByRole('button', { name: 'Book tickets' })).toBeInTheDocument();
  });
});

describe('given no deep linking', () => {
  it('leaves the host page URL alone', async () => {
    const user = userEvent.setup();
    renderWithSdk(<BookingFlow eventId="evt_1" />);
    await user.click(await screen.findByRole('button', { name: 'Book tickets' }));
    await screen.findByRole('button', { name: /^Nagpur/ });
    expect(location.hash).toBe('');
  });
});

describe('given callback props on BookingFlow itself', () => {
  it('calls them as well as the provider callbacks, once each', async () => {
    const user = userEvent.setup();
    const own = { onHoldCreated: vi.fn(), onBookingConfirmed: vi.fn() };
    const providerConfirmed = vi.fn();
    renderWithSdk(<BookingFlow initialState={{ step: 'booking', eventId: 'evt_1', sessionId: 'ses_1', city: 'nagpur', quantities: { tt_silver: 1 } }} {...own} />, { onBookingConfirmed: providerConfirmed });
    await user.click(await screen.findByRole('button', { name: /Confirm and pay/ }));
    await user.click(await screen.findByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(checkoutFrame()).not.toBeNull());
    act(() => sandboxSays(paidIn('order_bkg_1')));
    expect(await screen.findByRole('heading', { name: 'You’re going!' })).toBeInTheDocument();
    expect(own.onHoldCreated).toHaveBeenCalledTimes(1);
    expect(own.onBookingConfirmed).toHaveBeenCalledTimes(1);
    expect(providerConfirmed).toHaveBeenCalledTimes(1);
    expect(own.onBookingConfirmed.mock.calls[0]![0]).toEqual(providerConfirmed.mock.calls[0]![0]);
  });
});

describe('given a host that keeps the step in its own router (controlled)', () => {
  it('shows the step it is given and asks the host for every move, without touching the URL', async () => {
    const user = userEvent.setup();
    const onStateChange = vi.fn();
    const { rerender, sdk } = renderWithSdk(<BookingFlow state={{ step: 'event', eventId: 'evt_1', quantities: {} }} onStateChange={onStateChange} />);
    await user.click(await screen.findByRole('button', { name: 'Book tickets' }));
    expect(onStateChange).toHaveBeenLastCalledWith({ step: 'city', eventId: 'evt_1', quantities: {} }, { replace: false });
    // Nothing moves until the host passes the new state.
    expect(screen.getByRole('button', { name: 'Book tickets' })).toBeInTheDocument();
    expect(location.hash).toBe('');

    rerender(
      <TicketkitProvider sdk={sdk}>
        <BookingFlow state={{ step: 'tickets', eventId: 'evt_1', city: 'nagpur', sessionId: 'ses_1', quantities: {} }} onStateChange={onStateChange} />
      </TicketkitProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Add one Gold ticket' }));
    // A change within a step replaces rather than adds a history entry.
    expect(onStateChange).toHaveBeenLastCalledWith(
      { step: 'tickets', eventId: 'evt_1', city: 'nagpur', sessionId: 'ses_1', quantities: { tt_gold: 1 } },
      { replace: true },
    );
  });
});
