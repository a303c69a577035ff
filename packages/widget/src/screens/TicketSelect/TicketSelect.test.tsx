import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ticketTypes } from '../../fixtures/booking.ts';
import { TicketSelect } from './TicketSelect.tsx';

function Harness() {
  const [q, setQ] = useState<Record<string, number>>({});
  return <TicketSelect ticketTypes={ticketTypes} quantities={q} onChange={setQ} onContinue={() => {}} />;
}

describe('given ticket types of a session', () => {
  it('adds tickets with the steppers and shows line and order totals', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Continue to booking' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add one Silver ticket' }));
    await user.click(screen.getByRole('button', { name: 'Add one Silver ticket' }));
    await user.click(screen.getByRole('button', { name: 'Add one Gold ticket' }));
    expect(screen.getByText('2 × ₹499.00 = ₹998.00')).toBeInTheDocument();
    expect(screen.getByTestId('tk-order-total')).toHaveTextContent('₹1,997.00');
    expect(screen.getByRole('button', { name: 'Continue to booking' })).toBeEnabled();
  });

  it('stops at what is left and says how many', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const add = screen.getByRole('button', { name: 'Add one Gold ticket' });
    for (let i = 0; i < 3; i++) await user.click(add);
    expect(add).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Number of Gold tickets' })).toHaveTextContent('3');
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
  });

  it('disables a sold-out type and gives the reason', () => {
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Add one Platinum ticket' })).toBeDisabled();
    const group = screen.getByRole('group', { name: 'Number of Platinum tickets' });
    expect(group).toHaveAccessibleDescription('Sold out');
    expect(screen.getByRole('button', { name: 'Add one Early bird ticket' })).toBeDisabled();
    expect(screen.getByText('Sales have ended')).toBeInTheDocument();
  });
});

describe('given the event’s refund policy', () => {
  it('says it in one line before buying', () => {
    const policy = { tiers: [{ hoursBefore: 48, refundPercent: 100 }, { hoursBefore: 24, refundPercent: 50 }], feesRefundable: false };
    render(<TicketSelect ticketTypes={ticketTypes} quantities={{}} onChange={() => {}} cancellationPolicy={policy} />);
    expect(screen.getByText('Refunds: 100% until 48 hours before, 50% until 24 hours before, none after; booking fee not refunded')).toBeInTheDocument();
  });
  it('says nothing of refunds when the policy is not known', () => {
    render(<TicketSelect ticketTypes={ticketTypes} quantities={{}} onChange={() => {}} />);
    expect(screen.queryByText(/^Refunds:/)).not.toBeInTheDocument();
  });
});
