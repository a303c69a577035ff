// The booking form's GSTIN field in real Chromium (projects `browser` and `browser-preact`): it
// can be typed into, and a GSTIN that is not one is named without losing what was typed.
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hold } from '../../fixtures/booking.ts';
import { BookingForm } from './BookingForm.tsx';

afterEach(() => cleanup());

const attendee = { name: 'Asha Rao', email: 'asha@example.com', phone: '+919876543210', promoCode: '', points: '', gstin: '' };

describe('given a buyer who types a GSTIN for a business invoice', () => {
  it('books with it, in the form the API takes', async () => {
    const onConfirm = vi.fn();
    render(<BookingForm hold={hold} initialValues={attendee} submitting={false} onConfirm={onConfirm} />);
    const field = screen.getByRole('textbox', { name: 'GSTIN (for a business invoice)' });
    await userEvent.type(field, '27aapfr5678k1z2');
    expect(field).toHaveValue('27aapfr5678k1z2');
    await userEvent.click(screen.getByRole('button', { name: /^Confirm and pay/ }));
    expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ gstin: '27AAPFR5678K1Z2' }));
  });

  it('names a wrong one after leaving the field, and keeps it', async () => {
    const onConfirm = vi.fn();
    render(<BookingForm hold={hold} initialValues={attendee} submitting={false} onConfirm={onConfirm} />);
    const field = screen.getByRole('textbox', { name: 'GSTIN (for a business invoice)' });
    await userEvent.type(field, '27AAPFR');
    await userEvent.tab();
    await expect.element(field).toHaveAccessibleDescription(expect.stringContaining('Enter the 15-character GSTIN'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('27AAPFR');
  });
});
