// The payment step inside the booking step, on the fake SDK (fixtures/fakeSdk.ts: no API runs in a
// component test) whose fake provider plays the webhook (`sdk.payments.settle`). jsdom loads no
// frames, so the sandbox page's messages are delivered as the browser would (testing/sandboxCheckout.ts);
// Payment/checkout.browser.test.tsx runs the real frame in Chromium.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { hold } from '../../fixtures/booking.ts';
import { createFakeSdk } from '../../fixtures/fakeSdk.ts';
import { BAD_SIGNATURE } from '../../fixtures/fakePayments.ts';
import { checkoutFrame, paidIn, sandboxSays } from '../../testing/sandboxCheckout.ts';
import { confirmButton, setup } from '../Booking/bookingContainerSetup.tsx';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const payButton = () => screen.findByRole('button', { name: /^Pay ₹2,055\.92/ });

/** Confirms the attendee details and opens the checkout. */
async function toCheckout(sdk = createFakeSdk()) {
  const user = userEvent.setup();
  const utils = setup(sdk);
  await user.click(await confirmButton());
  await user.click(await payButton());
  await waitFor(() => expect(checkoutFrame()).not.toBeNull());
  return { ...utils, user, sdk };
}

describe('given a priced booking at the payment step', () => {
  it('shows the total, the time left until payBy and Pay, and emits payment-started with the order when the checkout opens', async () => {
    const user = userEvent.setup();
    const sdk = createFakeSdk();
    const { callbacks } = setup(sdk);
    await user.click(await confirmButton());
    expect(await screen.findByRole('heading', { name: 'Payment' })).toHaveFocus();
    expect(screen.getByRole('table')).toHaveTextContent('Total₹2,055.92');
    expect(screen.getByRole('timer', { name: 'Time left to pay' }).textContent).toMatch(/^(9|10):\d\d$/);
    expect(screen.getByText('Test mode: no real money is taken.')).toBeInTheDocument();
    expect(callbacks.onPaymentStarted).not.toHaveBeenCalled();
    await user.click(await payButton());
    await waitFor(() => expect(checkoutFrame()).not.toBeNull());
    const dialog = document.querySelector('dialog')!;
    expect(dialog).toHaveAccessibleName('Pay ₹2,055.92 (test mode)');
    expect(checkoutFrame()).toHaveAttribute('title', 'Sandbox payment page');
    expect(checkoutFrame()!.src).toBe('https://sandbox.ticketkit.invalid/checkout/order_bkg_1');
    expect(callbacks.onPaymentStarted).toHaveBeenCalledWith({ version: 1, bookingId: 'bkg_1', orderId: 'order_bkg_1', amount: hold.amounts.total.amount });
  });

  it('after a failed payment says why, keeps the hold and offers Pay again', async () => {
    const { callbacks, sdk, user } = await toCheckout();
    act(() => sandboxSays({ type: 'failed', error: { description: 'Your bank declined the card.' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment did not go throughThe payment provider said: Your bank declined the card.Your tickets are still held.');
    expect(checkoutFrame()).toBeNull();
    expect(sdk.calls.some((c) => c.method === 'releaseHold')).toBe(false);
    expect(callbacks.onBookingConfirmed).not.toHaveBeenCalled();
    expect(callbacks.onPaymentFailed).toHaveBeenCalledWith({ version: 1, bookingId: 'bkg_1', reason: 'Your bank declined the card.' });
    await user.click(await screen.findByRole('button', { name: 'Pay ₹2,055.92 again' }));
    await waitFor(() => expect(checkoutFrame()).not.toBeNull());
    act(() => sandboxSays(paidIn('order_bkg_1')));
    await waitFor(() => expect(callbacks.onBookingConfirmed).toHaveBeenCalledTimes(1));
    expect(sdk.calls.filter((c) => c.method === 'createBooking')).toHaveLength(1);
  });

  it('goes back to Pay, with focus on it, when the checkout is closed', async () => {
    const { sdk } = await toCheckout();
    act(() => sandboxSays({ type: 'dismissed' }));
    await waitFor(() => expect(checkoutFrame()).toBeNull());
    expect(await payButton()).not.toHaveAttribute('aria-busy');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sdk.calls.some((c) => c.method === 'submitPaymentResult')).toBe(false);
  });

  it('waits for a pending UPI payment and shows the confirmation once the provider settles it', async () => {
    const { sdk, onConfirmed, callbacks } = await toCheckout();
    act(() => sandboxSays({ type: 'pending' }));
    expect(await screen.findByRole('heading', { name: 'Waiting for your payment' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payment' })).toHaveFocus();
    expect(screen.getByRole('timer')).toBeInTheDocument();
    expect(callbacks.onBookingConfirmed).not.toHaveBeenCalled();
    sdk.payments.settle('bkg_1', 'confirmed');
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(callbacks.onBookingConfirmed).toHaveBeenCalledTimes(1);
  });

  it('stops asking while the tab is hidden and asks at once when it is visible again', async () => {
    const { sdk, onConfirmed } = await toCheckout();
    act(() => sandboxSays({ type: 'pending' }));
    await screen.findByRole('heading', { name: 'Waiting for your payment' });
    const reads = () => sdk.calls.filter((c) => c.method === 'getBooking').length;
    const visibility = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    try {
      visibility('hidden');
      const before = reads();
      sdk.payments.settle('bkg_1', 'confirmed');
      await new Promise((r) => setTimeout(r, 2500));
      expect(reads()).toBe(before);
      expect(onConfirmed).not.toHaveBeenCalled();
      act(() => visibility('visible'));
      await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1), { timeout: 1000 });
    } finally {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    }
  });

  it('waits when the result verifies but is still processing, then shows a failure the webhook reports', async () => {
    const { sdk, callbacks } = await toCheckout(createFakeSdk({ payments: { onSubmit: 'processing' } }));
    act(() => sandboxSays(paidIn('order_bkg_1')));
    expect(await screen.findByRole('heading', { name: 'Waiting for your payment' })).toBeInTheDocument();
    sdk.payments.settle('bkg_1', 'failed', 'The UPI request was declined.');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('The payment provider said: The UPI request was declined.');
    expect(callbacks.onPaymentFailed).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Pay ₹2,055.92 again' })).toBeInTheDocument();
  });

  it('says a payment that came after the reservation ended is refunded automatically, and offers to choose tickets again', async () => {
    const { sdk } = await toCheckout();
    act(() => sandboxSays({ type: 'pending' }));
    await screen.findByRole('heading', { name: 'Waiting for your payment' });
    sdk.payments.settle('bkg_1', 'refunded-after-expiry');
    expect(await screen.findByRole('heading', { name: 'Your payment arrived too late' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The full amount is being refunded to you automatically');
    expect(sessionStorage.length + localStorage.length).toBe(0);
  });

  it('says so when the reservation lapsed unpaid while waiting, and lets the person choose tickets again', async () => {
    const { sdk, callbacks } = await toCheckout();
    act(() => sandboxSays({ type: 'pending' }));
    await screen.findByRole('heading', { name: 'Waiting for your payment' });
    sdk.payments.settle('bkg_1', 'expired');
    expect(await screen.findByRole('heading', { name: 'Your reservation has expired' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing was charged.');
    expect(callbacks.onBookingConfirmed).not.toHaveBeenCalled();
  });

  it('shows a result the API refuses beside Pay, and opens nothing twice', async () => {
    const { user, sdk } = await toCheckout();
    act(() => sandboxSays({ type: 'success', razorpay_order_id: 'order_bkg_1', razorpay_payment_id: 'pay_x', razorpay_signature: BAD_SIGNATURE }));
    expect(await screen.findByRole('alert')).toHaveAttribute('data-code', 'payment/invalid-signature');
    await user.click(await payButton());
    await waitFor(() => expect(document.querySelectorAll('dialog.tk-checkout')).toHaveLength(1));
    expect(sdk.calls.filter((c) => c.method === 'createBooking')).toHaveLength(1);
  });
});

describe('given the page reloads or a second tab opens during payment', () => {
  /** Books, reaches the payment step and leaves the page. */
  async function bookAndLeave(sdk: ReturnType<typeof createFakeSdk>) {
    const user = userEvent.setup();
    const first = setup(sdk);
    await user.click(await confirmButton());
    await payButton();
    first.unmount();
  }

  it('a reload re-sends the same attempt and resumes the same booking and order', async () => {
    const sdk = createFakeSdk();
    await bookAndLeave(sdk);
    setup(sdk);
    expect(await payButton()).toBeInTheDocument();
    const bookings = sdk.calls.filter((c) => c.method === 'createBooking');
    expect(bookings).toHaveLength(2);
    expect((bookings[1]!.args[1] as { idempotencyKey: string }).idempotencyKey).toBe((bookings[0]!.args[1] as { idempotencyKey: string }).idempotencyKey);
    expect(sdk.calls.filter((c) => c.method === 'createHold')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Payment' })).not.toHaveFocus();
  });

  it('a second tab resumes the booking being paid instead of holding the tickets again', async () => {
    const sdk = createFakeSdk();
    await bookAndLeave(sdk);
    sessionStorage.clear(); // a new tab has its own session storage
    setup(sdk);
    expect(await payButton()).toBeInTheDocument();
    expect(sdk.calls.filter((c) => c.method === 'createHold')).toHaveLength(1);
    expect(sdk.calls.filter((c) => c.method === 'createBooking')).toHaveLength(1);
  });

  it('a second tab opened after the first one paid shows the booking as booked and takes no hold', async () => {
    const sdk = createFakeSdk();
    await bookAndLeave(sdk);
    sdk.payments.settle('bkg_1', 'confirmed');
    sessionStorage.clear();
    setup(sdk);
    expect(await screen.findByRole('heading', { name: 'You have booked these tickets' })).toBeInTheDocument();
    expect(sdk.calls.filter((c) => c.method === 'createHold')).toHaveLength(1);
  });

  it('a tab whose booking another tab paid shows it booked, and Pay there opens no checkout', async () => {
    const sdk = createFakeSdk();
    const user = userEvent.setup();
    const { onConfirmed } = setup(sdk);
    await user.click(await confirmButton());
    const pay = await payButton();
    sdk.payments.settle('bkg_1', 'confirmed'); // paid in the other tab
    await user.click(pay);
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
    expect(checkoutFrame()).toBeNull();
  });
});

describe('given a total of zero (the company pays)', () => {
  it('confirms at once with no payment step', async () => {
    const user = userEvent.setup();
    const zero = { ...hold.amounts.total, amount: 0 };
    const sdk = createFakeSdk({ api: { createHold: async () => ({ ...hold, id: 'hld_corp', companySlug: 'acme', amounts: { ...hold.amounts, total: zero } }) } });
    const { onConfirmed, callbacks } = setup(sdk);
    await user.click(await screen.findByRole('button', { name: /^Confirm/ }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
    expect(callbacks.onBookingConfirmed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading', { name: 'Payment' })).toBeNull();
  });
});
