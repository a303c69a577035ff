import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { employee, exhaustedEmployee } from '../../fixtures/account.ts';
import { asha, createFakeSdk } from '../../fixtures/fakeSdk.ts';
import { renderWithSdk } from '../../testing/renderWithSdk.tsx';
import { CorporateBookingContainer } from './CorporateBookingContainer.tsx';

describe('given an employee with 1 company ticket left', () => {
  it('runs the booking flow on the company catalogue, caps tickets at the entitlement and holds them for the company', async () => {
    const sdk = createFakeSdk({ signedIn: true, employee: { ...employee, uid: asha.uid, entitlement: { ...employee.entitlement, used: 3, remaining: 1 } } });
    const user = userEvent.setup();
    renderWithSdk(<CorporateBookingContainer company="acme" eventId="evt_1" />, { sdk });
    expect(screen.getByText('1 of 4 tickets left')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Book tickets' }));
    expect(sdk.calls.find((c) => c.method === 'getCompanyEvent')?.args.slice(0, 2)).toEqual(['acme', 'evt_1']);
    await user.click(await screen.findByRole('button', { name: /^Nagpur/ }));
    await user.click(await screen.findByRole('button', { name: /6:00 pm at Deshpande Hall/i }));
    await user.click(await screen.findByRole('button', { name: 'Add one Silver ticket' }));
    // The entitlement has one ticket left: the stepper stops there.
    expect(screen.getByRole('button', { name: 'Add one Silver ticket' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Continue to booking' }));
    await waitFor(() => expect(sdk.calls.find((c) => c.method === 'createHold')?.args[0]).toMatchObject({ companySlug: 'acme', items: [{ ticketTypeId: 'tt_silver', quantity: 1 }] }));
  });
});

describe('given an employee who used the whole entitlement', () => {
  it('says so and does not start the flow', () => {
    const sdk = createFakeSdk({ signedIn: true, employee: { ...exhaustedEmployee, uid: asha.uid } });
    renderWithSdk(<CorporateBookingContainer company="acme" eventId="evt_1" />, { sdk });
    expect(screen.getByRole('heading', { name: 'No company tickets left this month' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book tickets' })).not.toBeInTheDocument();
  });
});

describe('given someone who is not signed in to the company area', () => {
  it('sends them to the corporate sign-in', async () => {
    const onNavigate = vi.fn();
    renderWithSdk(<CorporateBookingContainer company="acme" eventId="evt_1" onNavigate={onNavigate} />, { sdk: createFakeSdk({ signedIn: true }) });
    const signIn = screen.getByRole('link', { name: 'Go to corporate sign-in' });
    expect(signIn).toHaveAttribute('href', '/corporate/login?company=acme');
    await userEvent.click(signIn);
    expect(onNavigate).toHaveBeenCalledWith({ version: 1, to: '/corporate/login?company=acme' });
  });
});
