import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { company, employee, exhaustedEmployee } from '../../fixtures/account.ts';
import { asha, createFakeSdk, sdkError } from '../../fixtures/fakeSdk.ts';
import { ticketTypes } from '../../fixtures/booking.ts';
import { renderWithSdk } from '../../testing/renderWithSdk.tsx';
import { companySdk } from './companySdk.ts';
import { CorporateDashboardContainer } from './CorporateDashboardContainer.tsx';
import { CorporateLoginContainer } from './CorporateLoginContainer.tsx';

const ashaAtAcme = { ...employee, uid: asha.uid };

describe('companySdk', () => {
  it('sends holds with the company, reads events, cities, sessions and ticket types from the company routes and caps tickets at the entitlement', async () => {
    const sdk = createFakeSdk({ signedIn: true });
    const scoped = companySdk(sdk, 'acme', 2);
    await scoped.api.createHold({ sessionId: 'ses_1', items: [{ ticketTypeId: 'tt_silver', quantity: 1 }] });
    expect(sdk.calls.find((c) => c.method === 'createHold')?.args[0]).toEqual({ sessionId: 'ses_1', items: [{ ticketTypeId: 'tt_silver', quantity: 1 }], companySlug: 'acme' });
    await scoped.api.getEvent('evt_1');
    expect(sdk.calls.find((c) => c.method === 'getCompanyEvent')?.args.slice(0, 2)).toEqual(['acme', 'evt_1']);
    await scoped.api.listEventCities('evt_1');
    expect(sdk.calls.find((c) => c.method === 'listCompanyEventCities')?.args.slice(0, 2)).toEqual(['acme', 'evt_1']);
    await scoped.api.listSessions('evt_1', { city: 'pune' });
    expect(sdk.calls.find((c) => c.method === 'listCompanySessions')?.args.slice(0, 3)).toEqual(['acme', 'evt_1', { city: 'pune' }]);
    const types = await scoped.api.listTicketTypes('ses_1');
    expect(sdk.calls.find((c) => c.method === 'listCompanyTicketTypes')?.args.slice(0, 2)).toEqual(['acme', 'ses_1']);
    expect(types.items.map((t) => t.maxPerOrder)).toEqual(ticketTypes.map((t) => Math.min(t.maxPerOrder, 2)));
  });
});

describe('given the corporate login of a company', () => {
  it('shows the company’s branding, and after sign-in stores a member and opens the dashboard', async () => {
    const sdk = createFakeSdk({ signedIn: false, api: { getCorporateMe: async () => ({ memberships: [ashaAtAcme] }) } });
    const onNavigate = vi.fn();
    renderWithSdk(<CorporateLoginContainer company="acme" onNavigate={onNavigate} />, { sdk });
    expect(await screen.findByRole('img', { name: company.logo.alt })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: `Sign in to ${company.name}` })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith({ version: 1, to: '/corporate/acme/dashbord' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(sdk.corporate.getState().employee).toEqual(ashaAtAcme);
  });

  it('tells a person who is not an employee so, and keeps them out', async () => {
    const sdk = createFakeSdk({ signedIn: true, api: { getCorporateMe: async () => Promise.reject(sdkError('corporate/not-an-employee')) } });
    const onNavigate = vi.fn();
    renderWithSdk(<CorporateLoginContainer company="acme" onNavigate={onNavigate} />, { sdk });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`You are not registered with ${company.name}`);
    expect(alert).toHaveTextContent('asha@example.com');
    expect(sdk.corporate.getState().employee).toBeNull();
    expect(onNavigate).not.toHaveBeenCalled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Use another account' }));
    await waitFor(() => expect(sdk.session.getState().status).toBe('signed-out'));
  });

  it('does not let a member of another company into this one', async () => {
    const other = { ...ashaAtAcme, company: { ...company, slug: 'globex', name: 'Globex' } };
    const sdk = createFakeSdk({ signedIn: true, api: { getCorporateMe: async () => ({ memberships: [other] }) } });
    renderWithSdk(<CorporateLoginContainer company="acme" />, { sdk });
    expect(await screen.findByRole('alert')).toHaveTextContent(`You are not registered with ${company.name}`);
    expect(sdk.corporate.getState().employee).toBeNull();
  });

  it('offers a chooser, and explains an unknown company', async () => {
    const sdk = createFakeSdk({ signedIn: false });
    renderWithSdk(<CorporateLoginContainer />, { sdk });
    await userEvent.type(screen.getByLabelText('Your company’s Ticketkit name'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find a company called “nope”');
    await userEvent.clear(screen.getByLabelText('Your company’s Ticketkit name'));
    await userEvent.type(screen.getByLabelText('Your company’s Ticketkit name'), 'acme');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: `Sign in to ${company.name}` })).toBeInTheDocument();
  });
});

describe('given the company dashboard', () => {
  it('shows the entitlement left, the company events and the employee’s bookings', async () => {
    const sdk = createFakeSdk({ signedIn: true, employee: ashaAtAcme });
    const onNavigate = vi.fn();
    renderWithSdk(<CorporateDashboardContainer company="acme" onNavigate={onNavigate} />, { sdk });
    expect(screen.getByText('3 of 4 tickets left')).toBeInTheDocument();
    // Each bookable event's Book is a real link to its booking page; a plain click goes there in place.
    const book = await screen.findAllByRole('link', { name: /^Book / });
    expect(book.length).toBeGreaterThan(0);
    expect(book[0]).toHaveAttribute('href', expect.stringMatching(/^\/corporateevent\/[^/]+\/[^/]+$/));
    expect(await screen.findByRole('link', { name: /view ticket$/ })).toHaveAttribute('href', '/corporateevent/yourticket/bkg_corp1');
    await userEvent.click(book[0]!);
    expect(onNavigate).toHaveBeenCalledWith({ version: 1, to: expect.stringMatching(/^\/corporateevent\/[^/]+\/[^/]+$/) });
  });

  it('when the entitlement is used up, says so and offers no booking', async () => {
    const sdk = createFakeSdk({ signedIn: true, employee: { ...exhaustedEmployee, uid: asha.uid } });
    renderWithSdk(<CorporateDashboardContainer company="acme" />, { sdk });
    expect(screen.getByText(/You have used all 4 tickets/)).toBeInTheDocument();
    for (const b of await screen.findAllByRole('button', { name: /^Book / })) expect(b).toBeDisabled();
  });

  it('sends someone without a stored employee record of this company to the corporate sign-in', async () => {
    const sdk = createFakeSdk({ signedIn: true, employee: { ...ashaAtAcme, company: { ...company, slug: 'globex' } } });
    const onNavigate = vi.fn();
    renderWithSdk(<CorporateDashboardContainer company="acme" onNavigate={onNavigate} />, { sdk });
    const signIn = screen.getByRole('link', { name: 'Go to corporate sign-in' });
    expect(signIn).toHaveAttribute('href', '/corporate/login?company=acme');
    await userEvent.click(signIn);
    expect(onNavigate).toHaveBeenCalledWith({ version: 1, to: '/corporate/login?company=acme' });
    expect(sdk.calls.some((c) => c.method === 'listCompanyEvents')).toBe(false);
  });
});
