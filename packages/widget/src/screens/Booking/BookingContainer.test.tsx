import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { booking, hold } from '../../fixtures/booking.ts';
import { apiError, asha, createFakeSdk } from '../../fixtures/fakeSdk.ts';
import { renderWithSdk } from '../../testing/renderWithSdk.tsx';
import { checkoutFrame, paidIn, sandboxSays } from '../../testing/sandboxCheckout.ts';
import { prefillAttendee } from './attendee.ts';
import { BookingContainer } from './BookingContainer.tsx';
import { BookingForm } from './BookingForm.tsx';
import { confirmButton, selection, setup } from './bookingContainerSetup.tsx';

// Pending attempts live in sessionStorage, bookings being paid in localStorage; no test may see another's.
afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('given a signed-in user at the booking step', () => {
  it('holds the selected tickets, prefills the form, books once and confirms only once paid', async () => {
    const user = userEvent.setup();
    const { sdk, callbacks, onConfirmed } = setup();
    const button = await confirmButton();
    expect(sdk.calls.filter((c) => c.method === 'createHold').map((c) => c.args[0])).toEqual([
      { sessionId: 'ses_1', items: [{ ticketTypeId: 'tt_silver', quantity: 2 }, { ticketTypeId: 'tt_gold', quantity: 1 }] },
    ]);
    expect(callbacks.onHoldCreated).toHaveBeenCalledWith(expect.objectContaining({ version: 1, holdId: hold.id, eventId: 'evt_1', sessionId: 'ses_1' }));
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Asha Rao');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('asha@example.com');
    expect(screen.getByRole('timer').textContent).toMatch(/^(9|10):\d\d$/);
    expect(screen.getByRole('table')).toHaveTextContent('Total₹2,055.92');
    await user.click(button);
    // A priced booking waits for its payment: nothing is confirmed until it is paid.
    await user.click(await screen.findByRole('button', { name: 'Pay ₹2,055.92' }));
    expect(callbacks.onBookingConfirmed).not.toHaveBeenCalled();
    await waitFor(() => expect(checkoutFrame()).not.toBeNull());
    act(() => sandboxSays(paidIn('order_bkg_1')));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
    expect(sdk.calls.filter((c) => c.method === 'createBooking')).toHaveLength(1);
    expect(callbacks.onBookingConfirmed).toHaveBeenCalledWith({ version: 1, bookingId: 'bkg_1', amount: hold.amounts.total.amount, currency: 'INR' });
  });

  it('ignores a double click while the booking is being confirmed', async () => {
    let finish!: (b: typeof booking) => void;
    const createBooking = vi.fn(() => new Promise<typeof booking>((r) => (finish = r)));
    const { onConfirmed } = setup(createFakeSdk({ api: { createBooking } }));
    const button = await confirmButton();
    await act(async () => {
      button.click();
      button.click();
      button.click();
    });
    expect(createBooking).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Confirming…' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => finish(booking));
    expect(onConfirmed).toHaveBeenCalledTimes(1);
  });

  it('control: the form alone submits on every click, so the guard in useBooking is what stops a second booking', async () => {
    const onConfirm = vi.fn();
    render(<BookingForm hold={hold} initialValues={prefillAttendee({ displayName: 'A', email: 'a@b.in', phoneNumber: '+919876543210' })} submitting={false} onConfirm={onConfirm} />);
    const button = screen.getByRole('button', { name: /Confirm and pay/ });
    await act(async () => {
      button.click();
      button.click();
      button.click();
    });
    expect(onConfirm).toHaveBeenCalledTimes(3);
  });

  it('validates inline and does not send an invalid form', async () => {
    const user = userEvent.setup();
    const { sdk } = setup(createFakeSdk({ signedIn: true }));
    await confirmButton();
    const phone = screen.getByRole('textbox', { name: 'Phone (with country code)' });
    await user.clear(phone);
    await user.type(phone, '12');
    await user.tab();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(/Enter the phone number with its country code/);
    await user.click(await confirmButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please fix the highlighted fields.');
    expect(phone).toHaveFocus();
    expect(phone).toHaveValue('12');
    expect(sdk.calls.some((c) => c.method === 'createBooking')).toBe(false);
  });
});

describe('given the tickets sell out before the hold', () => {
  it('says so and offers other tickets or dates', async () => {
    const onChooseTickets = vi.fn();
    const sdk = createFakeSdk({ api: { createHold: () => Promise.reject(apiError('booking/sold-out', 'Not enough tickets left')) } });
    renderWithSdk(<BookingContainer eventId="evt_1" sessionId="ses_1" quantities={selection} onConfirmed={() => {}} onChooseTickets={onChooseTickets} />, { sdk });
    expect(await screen.findByRole('heading', { name: 'These tickets just sold out' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Choose other tickets' }));
    expect(onChooseTickets).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Choose another date' })).toBeInTheDocument();
  });
});

describe('given a visitor who is not signed in', () => {
  it('asks the host page to sign in, then resumes with the same selection', async () => {
    const sdk = createFakeSdk({ signedIn: false });
    const { callbacks } = setup(sdk);
    expect(await screen.findByRole('heading', { name: 'Sign in to book' })).toBeInTheDocument();
    expect(callbacks.onSignInRequired).toHaveBeenCalledWith({ version: 1, step: 'booking' });
    expect(sdk.calls.some((c) => c.method === 'createHold')).toBe(false);
    act(() => sdk.session.setState({ status: 'signed-in', user: { ...asha, uid: 'u1', displayName: 'Ravi', email: 'ravi@example.com', phoneNumber: null } }));
    await confirmButton();
    expect(sdk.calls.find((c) => c.method === 'createHold')!.args[0]).toEqual({ sessionId: 'ses_1', items: [{ ticketTypeId: 'tt_silver', quantity: 2 }, { ticketTypeId: 'tt_gold', quantity: 1 }] });
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ravi');
  });
});

describe('given the visitor leaves the booking step', () => {
  it('releases the hold so the tickets go back on sale', async () => {
    const { sdk, unmount } = setup();
    await confirmButton();
    unmount();
    expect(sdk.calls.filter((c) => c.method === 'releaseHold').map((c) => c.args[0])).toEqual([hold.id]);
  });
});
