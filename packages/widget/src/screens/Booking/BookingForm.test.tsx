import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { booking, hold } from '../../fixtures/booking.ts';
import { Confirmation } from '../Confirmation/Confirmation.tsx';
import { BookingForm } from './BookingForm.tsx';

const attendee = { name: 'Asha Rao', email: 'asha@example.com', phone: '+919876543210', promoCode: '', points: '', gstin: '' };

describe('given a hold the attendee pays for', () => {
  it('offers a promo code and points, and names the amount on the button', () => {
    render(<BookingForm hold={hold} initialValues={attendee} submitting={false} onConfirm={() => {}} />);
    expect(screen.getByLabelText('Promo code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Confirm and pay ₹2,055\.92$/ })).toBeInTheDocument();
  });
});

describe('given a buyer who wants a business invoice', () => {
  it('books with the GSTIN in the form the API takes', async () => {
    const onConfirm = vi.fn();
    render(<BookingForm hold={hold} initialValues={attendee} submitting={false} onConfirm={onConfirm} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'GSTIN (for a business invoice)' }), '27aapfr5678k1z2');
    await user.click(screen.getByRole('button', { name: /^Confirm and pay/ }));
    expect(onConfirm).toHaveBeenCalledWith({ attendee: { name: 'Asha Rao', email: 'asha@example.com', phone: '+919876543210' }, gstin: '27AAPFR5678K1Z2' });
  });

  it('says what is wrong with a GSTIN that is not one, keeps what was typed, and does not book', async () => {
    const onConfirm = vi.fn();
    render(<BookingForm hold={hold} initialValues={attendee} submitting={false} onConfirm={onConfirm} />);
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'GSTIN (for a business invoice)' });
    await user.type(field, '27AAPFR5678');
    await user.click(screen.getByRole('button', { name: /^Confirm and pay/ }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(field).toHaveValue('27AAPFR5678');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Enter the 15-character GSTIN'));
    expect(field).toHaveFocus();
  });
});

describe('given tickets whose total is above nothing but under ₹1', () => {
  // 40 paise of tickets: the fee (1 paisa) and its tax leave 41 paise, which no provider takes.
  const tiny = { ...hold, items: [{ ...hold.items[0]!, quantity: 1, unitPrice: { amount: 40, currency: 'INR' as const }, lineTotal: { amount: 40, currency: 'INR' as const } }], amounts: { ...hold.amounts, subtotal: { amount: 40, currency: 'INR' as const } } };

  it('says the total is too small to pay and does not book', async () => {
    const onConfirm = vi.fn();
    render(<BookingForm hold={tiny} initialValues={attendee} submitting={false} onConfirm={onConfirm} />);
    expect(screen.getByText('The total, ₹0.41, is less than ₹1, the smallest payment we can take. Add tickets, or remove the promo code.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /^Confirm and pay/ }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('less than ₹1');
  });
});

describe('given a corporate hold the company pays for', () => {
  const companyHold = { ...hold, companySlug: 'acme' };

  it('asks for no promo code or points and charges the person nothing', async () => {
    const onConfirm = vi.fn();
    render(<BookingForm hold={companyHold} initialValues={attendee} submitting={false} onConfirm={onConfirm} />);
    expect(screen.queryByLabelText('Promo code')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Reward points to redeem')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('GSTIN (for a business invoice)')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm booking (paid by your company)' }));
    expect(onConfirm).toHaveBeenCalledWith({ attendee: { name: 'Asha Rao', email: 'asha@example.com', phone: '+919876543210' } });
  });

  it('books with a 10-digit Indian mobile number in international form', async () => {
    const onConfirm = vi.fn();
    render(<BookingForm hold={companyHold} initialValues={{ ...attendee, phone: '98765 43210' }} submitting={false} onConfirm={onConfirm} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm booking (paid by your company)' }));
    expect(onConfirm).toHaveBeenCalledWith({ attendee: { name: 'Asha Rao', email: 'asha@example.com', phone: '+919876543210' } });
  });

  it('confirms the booking as paid by the company', () => {
    render(<Confirmation booking={{ ...booking, paidBy: 'company', companySlug: 'acme', pointsEarned: 0 }} />);
    expect(screen.getByText('₹2,055.92, by your company')).toBeInTheDocument();
  });
});

describe('given the profile arrives after the form opened', () => {
  it('fills the fields left empty and keeps what the person typed', async () => {
    const empty = { name: '', email: '', phone: '', promoCode: '', points: '', gstin: '' };
    const { rerender } = render(<BookingForm hold={hold} initialValues={empty} submitting={false} onConfirm={() => {}} />);
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Email' }), 'typed@example.com');
    // A new account gets its name a moment after it is created.
    rerender(<BookingForm hold={hold} initialValues={attendee} submitting={false} onConfirm={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Asha Rao');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('typed@example.com');
    expect(screen.getByRole('textbox', { name: 'Phone (with country code)' })).toHaveValue('+919876543210');
  });
});
