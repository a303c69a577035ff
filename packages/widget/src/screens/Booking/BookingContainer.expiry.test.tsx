import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hold } from '../../fixtures/booking.ts';
import { apiError, createFakeSdk } from '../../fixtures/fakeSdk.ts';
import { confirmButton, setup } from './bookingContainerSetup.tsx';

// Pending attempts live in sessionStorage; no test may see another's.
afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
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
