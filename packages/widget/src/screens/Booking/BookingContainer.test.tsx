import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreateBookingRequest } from '@ticketkit/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { booking, hold } from '../../fixtures/booking.ts';
import { apiError, asha, createFakeSdk } from '../../fixtures/fakeSdk.ts';
import { renderWithSdk } from '../../testing/renderWithSdk.tsx';
import { prefillAttendee } from './attendee.ts';
import { BookingContainer } from './BookingContainer.tsx';
import { BookingForm } from './BookingForm.tsx';
import { pendingKey, readBooked, readPending, saveBooked, savePending, selectionKey } from './pendingAttempt.ts';

// Pending attempts live in sessionStorage; no test may see another's.
afterEach(() => sessionStorage.clear());

const selection = { tt_silver: 2, tt_gold: 1 };
const setup = (sdk = createFakeSdk(), onConfirmed = vi.fn()) => {
  const callbacks = { onHoldCreated: vi.fn(), onBookingConfirmed: vi.fn(), onSignInRequired: vi.fn(), onHoldExpired: vi.fn(), onError: vi.fn() };
  const utils = renderWithSdk(<BookingContainer eventId="evt_1" sessionId="ses_1" quantities={selection} onConfirmed={onConfirmed} />, { sdk, ...callbacks });
  return { ...utils, callbacks, onConfirmed };
};
const confirmButton = () => screen.findByRole('button', { name: /Confirm and pay/ });

describe('given a signed-in user at the booking step', () => {
  it('holds the selected tickets, prefills the form and books once', async () => {
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
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
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

  it('retries after a network failure with the same idempotency key, keeping what was typed', async () => {
    const user = userEvent.setup();
    const createBooking = vi.fn().mockRejectedValueOnce(apiError('network/offline', 'You appear to be offline. Check your connection and try again.', true)).mockResolvedValue(booking);
    const { onConfirmed, callbacks } = setup(createFakeSdk({ api: { createBooking } }));
    await confirmButton();
    const name = screen.getByRole('textbox', { name: 'Full name' });
    await user.clear(name);
    await user.type(name, 'Asha R.');
    await user.click(await confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Your booking did not go throughWe could not reach Ticketkit. Check your connection and try again.');
    expect(callbacks.onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'network/offline' }));
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Asha R.');
    await user.click(await confirmButton());
    await waitFor(() => expect(onConfirmed).toHaveBeenCalled());
    const [first, second] = createBooking.mock.calls;
    expect(first![1].idempotencyKey).toBeTruthy();
    expect(second![1].idempotencyKey).toBe(first![1].idempotencyKey);
    expect(second![0]).toEqual({ holdId: hold.id, attendee: { name: 'Asha R.', email: 'asha@example.com', phone: '+919876543210' } });
  });

  it('uses a new key when the submission changes (another promo code)', async () => {
    const user = userEvent.setup();
    const createBooking = vi.fn().mockRejectedValueOnce(apiError('booking/invalid-promo-code', 'That promo code is not valid.')).mockResolvedValue(booking);
    setup(createFakeSdk({ api: { createBooking } }));
    await confirmButton();
    // The code checks out on Apply, then the API refuses it at booking (withdrawn in between, say).
    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), 'welcome10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('WELCOME10 applied: ₹199.70 off.');
    await user.click(await confirmButton());
    await screen.findByRole('alert');
    expect(createBooking.mock.calls[0]![0].promoCode).toBe('WELCOME10');
    await user.clear(screen.getByRole('textbox', { name: 'Promo code' }));
    await user.click(await confirmButton());
    await waitFor(() => expect(createBooking).toHaveBeenCalledTimes(2));
    expect(createBooking.mock.calls[1]![1].idempotencyKey).not.toBe(createBooking.mock.calls[0]![1].idempotencyKey);
    expect(createBooking.mock.calls[1]![0].promoCode).toBeUndefined();
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

describe('given the hold expires', () => {
  it('shows the expired screen, emits hold-expired and reserves the same tickets again on request', async () => {
    const user = userEvent.setup();
    const createBooking = vi.fn().mockRejectedValue(apiError('hold/expired', 'Your reservation expired.'));
    const { sdk, callbacks } = setup(createFakeSdk({ api: { createBooking } }));
    await user.click(await confirmButton());
    expect(await screen.findByRole('heading', { name: 'Your reservation has expired' })).toBeInTheDocument();
    expect(callbacks.onHoldExpired).toHaveBeenCalledWith({ version: 1, holdId: hold.id });
    await user.click(screen.getByRole('button', { name: 'Reserve the same tickets again' }));
    await confirmButton();
    const holds = sdk.calls.filter((c) => c.method === 'createHold');
    expect(holds).toHaveLength(2);
    expect(holds[1]!.args[0]).toEqual(holds[0]!.args[0]);
  });
});

describe('given the countdown runs out before the visitor confirms', () => {
  it('shows the expired screen and emits hold-expired without asking the API', async () => {
    const createHold = vi.fn(async () => ({ ...hold, expiresAt: new Date(Date.now() + 1200).toISOString() }));
    const { sdk, callbacks } = setup(createFakeSdk({ api: { createHold } }));
    await confirmButton();
    expect(await screen.findByRole('heading', { name: 'Your reservation has expired' }, { timeout: 4000 })).toBeInTheDocument();
    expect(callbacks.onHoldExpired).toHaveBeenCalledWith({ version: 1, holdId: hold.id });
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

describe('given the page reloaded while a booking request was in flight', () => {
  const storeKey = pendingKey(`ses_1:${JSON.stringify([{ ticketTypeId: 'tt_silver', quantity: 2 }, { ticketTypeId: 'tt_gold', quantity: 1 }])}`);
  const body = { holdId: 'hld_old', attendee: { name: 'Asha Rao', email: 'asha@example.com', phone: '+919876543210' } };

  it('records the attempt before sending and forgets it once answered', async () => {
    let finish!: (b: typeof booking) => void;
    const createBooking = vi.fn(() => new Promise<typeof booking>((r) => (finish = r)));
    setup(createFakeSdk({ api: { createBooking } }));
    const button = await confirmButton();
    await act(async () => button.click());
    const saved = readPending(storeKey);
    expect(saved?.body.holdId).toBe(hold.id);
    expect(saved?.idempotencyKey).toBe((createBooking.mock.calls[0] as unknown as [unknown, { idempotencyKey: string }])[1].idempotencyKey);
    await act(async () => finish(booking));
    expect(readPending(storeKey)).toBeNull();
  });

  it('re-sends the same request with the same key instead of holding and booking again', async () => {
    savePending(storeKey, { body, idempotencyKey: 'key-from-before-the-reload' });
    const createBooking = vi.fn(async () => booking);
    const { sdk, onConfirmed, callbacks } = setup(createFakeSdk({ api: { createBooking } }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledWith(booking));
    expect(createBooking).toHaveBeenCalledWith(body, expect.objectContaining({ idempotencyKey: 'key-from-before-the-reload' }));
    expect(sdk.calls.some((c) => c.method === 'createHold')).toBe(false);
    expect(callbacks.onBookingConfirmed).toHaveBeenCalledTimes(1);
    expect(readPending(storeKey)).toBeNull();
  });

  it('starts afresh when the earlier attempt can no longer complete', async () => {
    savePending(storeKey, { body, idempotencyKey: 'stale' });
    const createBooking = vi.fn().mockRejectedValueOnce(apiError('hold/expired', 'Your reservation expired.'));
    const { sdk } = setup(createFakeSdk({ api: { createBooking } }));
    await confirmButton();
    expect(sdk.calls.filter((c) => c.method === 'createHold')).toHaveLength(1);
    expect(readPending(storeKey)).toBeNull();
  });

  it('keeps the attempt after a network failure, when the outcome is unknown', async () => {
    const user = userEvent.setup();
    const createBooking = vi.fn().mockRejectedValue(apiError('network/offline', 'You appear to be offline.', true));
    setup(createFakeSdk({ api: { createBooking } }));
    await user.click(await confirmButton());
    await screen.findByRole('alert');
    expect(readPending(storeKey)?.body.holdId).toBe(hold.id);
  });
});

// The fake SDK's quoteHold prices with the contract's priceOrder and the fixtures' codes and balance (120 points).
describe('given a promo code and reward points', () => {
  it('applies a valid code before paying, keeps an invalid one with a message, and stops over-redeeming', async () => {
    const user = userEvent.setup();
    const createBooking = vi.fn(async (_body: CreateBookingRequest, _options: { idempotencyKey: string }) => booking);
    setup(createFakeSdk({ api: { createBooking } }));
    await confirmButton();
    const points = screen.getByRole('textbox', { name: /^Reward points to redeem/ });
    await screen.findByText('You have 120 points; up to 120 can be used on this order (1 point = ₹1).');

    const code = screen.getByRole('textbox', { name: 'Promo code' });
    await user.type(code, 'nope{Enter}');
    expect(await screen.findByText('NOPE is not a valid promo code. Check the spelling, or clear the field to book without it.', { selector: '.tk-field-error' })).toBeInTheDocument();
    expect(code).toHaveValue('nope');
    expect(createBooking).not.toHaveBeenCalled();

    await user.clear(code);
    await user.type(code, 'welcome10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('WELCOME10 applied: ₹199.70 off.');
    expect(screen.getByRole('row', { name: /Discount/ })).toHaveTextContent('₹199.70');
    expect(await confirmButton()).toHaveAccessibleName('Confirm and pay ₹1,856.22');

    await user.type(points, '121');
    expect(points).toHaveAccessibleDescription(/You can use at most 120 points on this order\./);
    await user.click(await confirmButton());
    expect(createBooking).not.toHaveBeenCalled();
    expect(points).toHaveFocus();

    await user.clear(points);
    await user.type(points, '40');
    expect(screen.getByRole('table')).toHaveTextContent('Total₹1,816.22');
    await user.click(await confirmButton());
    await waitFor(() => expect(createBooking).toHaveBeenCalledTimes(1));
    expect(createBooking.mock.calls[0]![0]).toMatchObject({ promoCode: 'WELCOME10', redeemPoints: 40 });
  });
});

describe('given this selection was booked already in this tab', () => {
  it('asks the flow to show that booking and takes no hold', async () => {
    saveBooked('u_asha', selectionKey('ses_1', selection), 'bk_done');
    const onAlreadyBooked = vi.fn();
    const sdk = createFakeSdk();
    renderWithSdk(<BookingContainer eventId="evt_1" sessionId="ses_1" quantities={selection} onConfirmed={vi.fn()} onAlreadyBooked={onAlreadyBooked} />, { sdk });
    await waitFor(() => expect(onAlreadyBooked).toHaveBeenCalledWith('bk_done'));
    expect(screen.getByRole('heading', { name: 'You have booked these tickets' })).toBeInTheDocument();
    expect(sdk.calls.some((c) => c.method === 'createHold')).toBe(false);
  });

  it('does not send the next person signed in in this tab to the first one\'s booking', async () => {
    saveBooked('u_first', selectionKey('ses_1', selection), 'bk_theirs');
    const onAlreadyBooked = vi.fn();
    const sdk = createFakeSdk();
    renderWithSdk(<BookingContainer eventId="evt_1" sessionId="ses_1" quantities={selection} onConfirmed={vi.fn()} onAlreadyBooked={onAlreadyBooked} />, { sdk });
    await confirmButton();
    expect(sdk.calls.filter((c) => c.method === 'createHold')).toHaveLength(1);
    expect(onAlreadyBooked).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'You have booked these tickets' })).toBeNull();
  });

  it('offers no "See your booking" button when the host gives it nothing to do', async () => {
    saveBooked('u_asha', selectionKey('ses_1', selection), 'bk_done');
    renderWithSdk(<BookingContainer eventId="evt_1" sessionId="ses_1" quantities={selection} onConfirmed={vi.fn()} />, { sdk: createFakeSdk() });
    expect(await screen.findByRole('heading', { name: 'You have booked these tickets' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('records a booking made here, so its step shows it next time', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(await confirmButton());
    await waitFor(() => expect(readBooked('u_asha', selectionKey('ses_1', selection))).toBe('bkg_1'));
  });
});
