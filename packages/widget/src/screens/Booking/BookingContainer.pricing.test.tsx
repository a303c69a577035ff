import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreateBookingRequest } from '@ticketkit/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { booking } from '../../fixtures/booking.ts';
import { apiError, createFakeSdk } from '../../fixtures/fakeSdk.ts';
import { confirmButton, setup } from './bookingContainerSetup.tsx';

// Pending attempts live in sessionStorage; no test may see another's.
afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
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

describe('given a code that would leave less than ₹1 to pay', () => {
  it('says so at "Apply" and does not book until the code is cleared', async () => {
    const user = userEvent.setup();
    const createBooking = vi.fn(async (_body: CreateBookingRequest, _options: { idempotencyKey: string }) => booking);
    const quoteHold = vi.fn(() => Promise.reject(apiError('booking/total-below-minimum', 'The total would be ₹0.59, less than the smallest payment (₹1).')));
    setup(createFakeSdk({ api: { createBooking, quoteHold } }));
    await confirmButton();
    const code = screen.getByRole('textbox', { name: 'Promo code' });
    await user.type(code, 'tiny100{Enter}');
    const message = 'With TINY100 the total would be less than ₹1, the smallest payment we can take. Clear the code to book at the full price.';
    expect(await screen.findByText(message, { selector: '.tk-field-error' })).toBeInTheDocument();
    await user.click(await confirmButton());
    expect(createBooking).not.toHaveBeenCalled();
    expect(code).toHaveValue('tiny100');

    await user.clear(code);
    await user.click(await confirmButton());
    await waitFor(() => expect(createBooking).toHaveBeenCalledTimes(1));
    expect(createBooking.mock.calls[0]![0]).not.toHaveProperty('promoCode');
  });
});
