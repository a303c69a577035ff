import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { booking, hold } from '../../fixtures/booking.ts';
import { apiError, createFakeSdk } from '../../fixtures/fakeSdk.ts';
import { preloadLocale } from '../../i18n/i18n.ts';
import { renderWithSdk } from '../../testing/renderWithSdk.tsx';
import { BookingContainer } from './BookingContainer.tsx';
import { confirmButton, selection, setup } from './bookingContainerSetup.tsx';
import { pendingKey, readPending, savePending } from './pendingAttempt.ts';

// Pending attempts live in sessionStorage; no test may see another's.
afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('given a signed-in user at the booking step', () => {
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
    expect(second![0]).toEqual({ holdId: hold.id, attendee: { name: 'Asha R.', email: 'asha@example.com', phone: '+919876543210' }, locale: 'en-IN' });
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
});

describe('given a booking made on a Hindi screen', () => {
  it('asks the API to write its mails in Hindi', async () => {
    const user = userEvent.setup();
    const createBooking = vi.fn().mockResolvedValue(booking);
    await preloadLocale('hi-IN');
    renderWithSdk(<BookingContainer eventId="evt_1" sessionId="ses_1" quantities={selection} onConfirmed={vi.fn()} />, { sdk: createFakeSdk({ api: { createBooking } }), locale: 'hi-IN' });
    await user.click(await screen.findByRole('button', { name: /^पुष्टि करें/ }));
    await waitFor(() => expect(createBooking).toHaveBeenCalled());
    expect(createBooking.mock.calls[0]![0]).toMatchObject({ holdId: hold.id, locale: 'hi-IN' });
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
