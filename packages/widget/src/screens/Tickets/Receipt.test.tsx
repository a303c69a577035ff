import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { interStateInvoice, paidBooking, partlyRefundedBooking, paymentPendingBooking, receipt } from '../../fixtures/bookingStatuses.ts';
import { renderWithSdk } from '../../testing/renderWithSdk.tsx';
import { Receipt } from './Receipt.tsx';
import { TicketContainer } from './TicketContainer.tsx';

// The fake SDK (fixtures/fakeSdk.ts) answers getReceipt as the reference API does (ticketsApi.ts).

describe('given a paid booking', () => {
  it('opens its GST tax invoice from the ticket and goes back', async () => {
    const { sdk } = renderWithSdk(<TicketContainer bookingId={paidBooking.id} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Receipt' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Receipt' });
    expect(heading).toHaveFocus();
    const invoice = screen.getByRole('region', { name: 'Tax invoice TK/2026-27/000042' });
    const i = within(invoice);
    expect(i.getByText('GSTIN 27AABCT1234C1Z5')).toBeInTheDocument();
    expect(i.getByText('GSTIN 27AAPFR5678K1Z2')).toBeInTheDocument();
    expect(i.getAllByText('Maharashtra (state code 27)')).not.toHaveLength(0);
    const table = i.getByRole('table', { name: 'Items of TK/2026-27/000042' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Description', 'SAC', 'Qty', 'Taxable value', 'CGST', 'SGST', 'Amount']);
    expect(within(table).getByRole('row', { name: /Booking fee/ })).toHaveTextContent('998599');
    expect(within(table).getByRole('row', { name: /Booking fee/ })).toHaveTextContent('₹4.50 at 9%');
    expect(within(table).getByRole('row', { name: /^Total/ })).toHaveTextContent('₹2,055.92');
    expect(sdk.calls.find((c) => c.method === 'getReceipt')?.args[0]).toBe(paidBooking.id);
    await userEvent.click(screen.getByRole('button', { name: 'Back to ticket' }));
    expect(await screen.findByRole('heading', { level: 2, name: paidBooking.event.title })).toHaveFocus();
  });

  it('goes to the receipt’s own page and back to the ticket’s when the site gives their addresses', async () => {
    const onNavigate = vi.fn();
    const { unmount } = renderWithSdk(<TicketContainer bookingId={paidBooking.id} receiptHref={`/yourtickets/${paidBooking.id}/receipt`} onNavigate={onNavigate} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Receipt' }));
    expect(onNavigate).toHaveBeenLastCalledWith(expect.objectContaining({ to: `/yourtickets/${paidBooking.id}/receipt` }));
    expect(screen.queryByRole('heading', { level: 2, name: 'Receipt' })).toBeNull();
    unmount();
    renderWithSdk(<TicketContainer bookingId={paidBooking.id} initialView="receipt" ticketHref={`/yourtickets/${paidBooking.id}`} onNavigate={onNavigate} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Back to ticket' }));
    expect(onNavigate).toHaveBeenLastCalledWith(expect.objectContaining({ to: `/yourtickets/${paidBooking.id}` }));
  });

  it('prints from the Print button', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderWithSdk(<Receipt receipt={receipt} />, { sdk: null });
    await userEvent.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('splits an inter-state supply as IGST and lists deductions before the total', () => {
    renderWithSdk(<Receipt receipt={{ ...receipt, invoice: interStateInvoice }} />, { sdk: null });
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Description', 'SAC', 'Qty', 'Taxable value', 'IGST', 'Amount']);
    expect(within(table).getByRole('row', { name: /Less: Reward points redeemed/ })).toHaveTextContent('-₹25.00');
    expect(within(table).getByRole('row', { name: /^Total ₹/ })).toHaveTextContent('₹2,030.92');
  });
});

describe('given a partly refunded booking', () => {
  it('shows the credit note after the invoice', async () => {
    renderWithSdk(<TicketContainer bookingId={partlyRefundedBooking.id} initialView="receipt" />);
    const note = await screen.findByRole('region', { name: 'Credit note TK-CN/2026-27/000004' });
    expect(within(note).getByText('TK/2026-27/000042')).toBeInTheDocument();
    expect(within(note).getByRole('row', { name: /^Total/ })).toHaveTextContent('₹998.50');
  });
});

describe('given a booking not paid yet', () => {
  it('offers no receipt', async () => {
    renderWithSdk(<TicketContainer bookingId={paymentPendingBooking.id} />);
    expect(await screen.findByText('Payment pending')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Receipt' })).toBeNull();
  });
});
