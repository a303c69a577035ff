import type { CancellationQuote } from '@ticketkit/contract';
import { describeError } from '@ticketkit/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cancellationQuote, companyQuote, laterQuote, paidBooking } from '../../fixtures/bookingStatuses.ts';
import { corporateBookings } from '../../fixtures/account.ts';
import { createFakeSdk, sdkError } from '../../fixtures/fakeSdk.ts';
import { refundChanged } from '../../fixtures/ticketsApi.ts';
import { renderWithSdk } from '../../testing/renderWithSdk.tsx';
import { TicketContainer } from './TicketContainer.tsx';

// The fake SDK (fixtures/fakeSdk.ts) answers quote and cancel as the reference API does (ticketsApi.ts);
// a test that needs the API to change its answer between calls overrides one method.

const cancelCalls = (sdk: ReturnType<typeof createFakeSdk>) => sdk.calls.filter((c) => c.method === 'cancelBooking').map((c) => c.args as [string, { expectedRefund: number }, { idempotencyKey: string }]);

async function openDialog(bookingId = paidBooking.id, sdk = createFakeSdk()) {
  const onBookingCancelled = vi.fn();
  renderWithSdk(<TicketContainer bookingId={bookingId} onBookingCancelled={onBookingCancelled} />, { sdk });
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
  return { sdk, dialog, onBookingCancelled };
}

describe('given a confirmed paid booking before its show', () => {
  it('shows exactly what the quote gives back before anything is cancelled', async () => {
    const { sdk, dialog } = await openDialog();
    const d = within(dialog);
    expect(await d.findByText('₹998.50')).toBeInTheDocument();
    expect(d.getByText('(50% of the ticket price)')).toBeInTheDocument();
    expect(d.getByText('Booking fee kept').nextElementSibling).toHaveTextContent('₹58.92');
    expect(d.getByText('Reward points taken back').nextElementSibling).toHaveTextContent('95');
    expect(d.getByText(/^This refund applies until .*8 Jan/)).toBeInTheDocument();
    expect(d.getByText('100% of the ticket price back until 48 hours before the show')).toBeInTheDocument();
    expect(d.getByText('The booking fee is not refunded.')).toBeInTheDocument();
    expect(cancelCalls(sdk)).toEqual([]);
  });

  it('cancels for the quoted refund, shows the refund pending and tells the host page', async () => {
    const { sdk, dialog, onBookingCancelled } = await openDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Refund of ₹998.50 pending')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your booking is cancelled.');
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    const [call] = cancelCalls(sdk);
    expect(call![0]).toBe(paidBooking.id);
    expect(call![1]).toEqual({ expectedRefund: cancellationQuote.refund.amount });
    expect(call![2].idempotencyKey).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(onBookingCancelled).toHaveBeenCalledWith({ version: 1, bookingId: paidBooking.id, refund: 99_850, currency: 'INR' });
  });
});

describe('given the refund changes between the quote and the cancel (a tier ended)', () => {
  it('shows the new amount, asks again and cancels for it under a new key', async () => {
    let quote: CancellationQuote = cancellationQuote;
    const sdk = createFakeSdk();
    const real = sdk.api.cancelBooking;
    sdk.api.getCancellationQuote = async () => quote;
    sdk.api.cancelBooking = async (id, body, options) => {
      sdk.calls.push({ method: 'cancelBooking', args: [id, body, options] });
      if (body.expectedRefund !== quote.refund.amount) throw sdkError('booking/refund-changed');
      return real(id, { expectedRefund: cancellationQuote.refund.amount }, options).then((b) => ({ ...b, refunds: [] }));
    };
    const { dialog, onBookingCancelled } = await openDialog(paidBooking.id, sdk);
    await within(dialog).findByText('₹998.50');
    quote = laterQuote;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(describeError('booking/refund-changed').title);
    expect(alert).toHaveTextContent('Was ₹998.50, now ₹0.00.');
    expect(within(dialog).getByText('₹0.00')).toBeInTheDocument();
    expect(onBookingCancelled).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(onBookingCancelled).toHaveBeenCalledWith({ version: 1, bookingId: paidBooking.id, refund: 0, currency: 'INR' }));
    const [first, second] = cancelCalls(sdk);
    expect(first![1]).toEqual({ expectedRefund: 99_850 });
    expect(second![1]).toEqual({ expectedRefund: 0 });
    expect(second![2].idempotencyKey).not.toBe(first![2].idempotencyKey);
  });
});

describe('given the API answers a changed refund with the quote that applies now', () => {
  it('shows that quote at once, without asking for another', async () => {
    const sdk = createFakeSdk();
    sdk.api.cancelBooking = async (...args) => {
      sdk.calls.push({ method: 'cancelBooking', args });
      throw refundChanged({ ...laterQuote, bookingId: paidBooking.id });
    };
    const { dialog } = await openDialog(paidBooking.id, sdk);
    await within(dialog).findByText('₹998.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Was ₹998.50, now ₹0.00.');
    expect(within(dialog).getByText('₹0.00')).toBeInTheDocument();
    expect(sdk.calls.filter((c) => c.method === 'getCancellationQuote')).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Keep booking' })).toHaveFocus();
  });
});

describe('given the cancel fails for another reason', () => {
  it('keeps the quote, says why, and retries the same attempt with the same key', async () => {
    const sdk = createFakeSdk();
    const real = sdk.api.cancelBooking;
    let fail = true;
    sdk.api.cancelBooking = async (...args) => {
      sdk.calls.push({ method: 'cancelBooking', args });
      if (fail) throw sdkError('network/timeout');
      return real(...args);
    };
    const { dialog, onBookingCancelled } = await openDialog(paidBooking.id, sdk);
    await within(dialog).findByText('₹998.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(describeError('network/timeout').message);
    expect(within(dialog).getByText('₹998.50')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(onBookingCancelled).toHaveBeenCalled());
    const [first, second] = cancelCalls(sdk);
    expect(second![2].idempotencyKey).toBe(first![2].idempotencyKey);
  });
});

describe('given a company-paid booking', () => {
  it('says the entitlement comes back and no money', async () => {
    const sdk = createFakeSdk();
    sdk.api.getCancellationQuote = async () => companyQuote;
    const { dialog } = await openDialog(corporateBookings[0]!.id, sdk);
    expect(await within(dialog).findByText(/no money comes back, and the ticket returns to your allowance/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/of the ticket price\)/)).toBeNull();
  });
});

describe('given the person keeps the booking', () => {
  it('closes the dialog and cancels nothing', async () => {
    const { sdk, dialog } = await openDialog();
    await within(dialog).findByText('₹998.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cancelCalls(sdk)).toEqual([]);
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
  });
});
