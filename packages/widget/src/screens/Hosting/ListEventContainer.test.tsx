import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeError } from '@ticketkit/sdk';
import { describe, expect, it, vi } from 'vitest';
import { createFakeSdk, sdkError } from '../../fixtures/fakeSdk.ts';
import { renderWithSdk } from '../../testing/renderWithSdk.tsx';
import { DRAFT_KEY } from './hostDraft.ts';
import { ListEventContainer } from './ListEventContainer.tsx';

async function fillBasics(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Event title'), 'Open Mic Night');
  await user.selectOptions(screen.getByLabelText('Category'), 'comedy');
  await user.selectOptions(screen.getByLabelText('City'), 'nagpur');
}

describe('given the list-your-event form', () => {
  it('shows each field’s error when Next is pressed too early and keeps the person on the step', async () => {
    renderWithSdk(<ListEventContainer />, { sdk: createFakeSdk({ signedIn: true }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fix the highlighted fields to continue.');
    expect(screen.getByLabelText('Event title')).toHaveAccessibleDescription('Enter a title of 3 to 120 characters.');
    expect(screen.getByLabelText('Category')).toHaveAccessibleDescription('Choose a category.');
    expect(screen.getByRole('heading', { name: 'Step 1 of 6: Basics' })).toBeInTheDocument();
  });

  it('keeps what was typed in storage, and restores it with a note after a reload', async () => {
    const sdk = createFakeSdk({ signedIn: true });
    const first = renderWithSdk(<ListEventContainer />, { sdk });
    const user = userEvent.setup();
    await fillBasics(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('Venue name'), 'The Hive');
    expect(sdk.storage.get<{ title: string; step: number; venueName: string }>(DRAFT_KEY)).toMatchObject({ title: 'Open Mic Night', step: 1, venueName: 'The Hive' });
    first.unmount();

    renderWithSdk(<ListEventContainer />, { sdk });
    expect(await screen.findByText(/We restored the draft you started/)).toBeInTheDocument();
    expect(screen.getByLabelText('Venue name')).toHaveValue('The Hive');
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByLabelText('Event title')).toHaveValue('');
    expect(sdk.storage.get(DRAFT_KEY)).toBeUndefined();
  });

  it('walks every step, submits the request and clears the draft', async () => {
    const sdk = createFakeSdk({ signedIn: true });
    const onSubmitted = vi.fn();
    renderWithSdk(<ListEventContainer onSubmitted={onSubmitted} />, { sdk });
    const user = userEvent.setup();
    await fillBasics(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('Venue name'), 'The Hive');
    await user.type(screen.getByLabelText('Venue address'), 'Civil Lines, Nagpur');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2030-01-20' } });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('Price in ₹ (0 for free)'), '199');
    await user.type(screen.getByLabelText('How many'), '60');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('Describe your event'), 'An evening of new comedy voices from Nagpur.');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // Contact details come prefilled from the signed-in user.
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByRole('heading', { name: 'Your event is in review' })).toBeInTheDocument();
    expect(sdk.calls.find((c) => c.method === 'createHostedEvent')?.args[0]).toMatchObject({
      title: 'Open Mic Night',
      sessions: [{ startsAt: '2030-01-20T19:00:00+05:30', endsAt: '2030-01-20T21:00:00+05:30' }],
      ticketTypes: [{ name: 'General', price: 19900, capacity: 60 }],
      contact: { email: 'asha@example.com', phone: '+919876543210' },
    });
    expect(onSubmitted).toHaveBeenCalled();
    expect(sdk.storage.get(DRAFT_KEY)).toBeUndefined();
  });

  it('keeps the draft and shows the message when the API refuses it', async () => {
    const draft = {
      step: 5, title: 'Open Mic Night', category: 'comedy', city: 'nagpur', venueName: 'The Hive', venueAddress: 'Civil Lines, Nagpur',
      sessions: [{ date: '2030-01-20', start: '19:00', end: '21:00' }], ticketTypes: [{ name: 'Entry', price: '0', capacity: '10' }],
      description: 'An evening of new comedy voices from Nagpur.', contactName: 'Asha', contactEmail: 'asha@example.com', contactPhone: '+919876543210',
    };
    const sdk = createFakeSdk({ signedIn: true, storage: { [DRAFT_KEY]: draft }, api: { createHostedEvent: async () => Promise.reject(sdkError('validation/invalid-body')) } });
    renderWithSdk(<ListEventContainer />, { sdk });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(describeError('validation/invalid-body').message);
    expect(sdk.storage.get(DRAFT_KEY)).toMatchObject({ title: 'Open Mic Night' });
  });

  it('sends a signed-out person to sign in, keeping the draft', async () => {
    const draft = {
      step: 5, title: 'Open Mic Night', category: 'comedy', city: 'nagpur', venueName: 'The Hive', venueAddress: 'Civil Lines, Nagpur',
      sessions: [{ date: '2030-01-20', start: '19:00', end: '21:00' }], ticketTypes: [{ name: 'Entry', price: '0', capacity: '10' }],
      description: 'An evening of new comedy voices from Nagpur.', contactName: 'Asha', contactEmail: 'asha@example.com', contactPhone: '+919876543210',
    };
    const sdk = createFakeSdk({ signedIn: false, storage: { [DRAFT_KEY]: draft } });
    const onNavigate = vi.fn();
    renderWithSdk(<ListEventContainer onNavigate={onNavigate} />, { sdk });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith({ version: 1, to: '/login?source=listyourevent' }));
    expect(sdk.calls.some((c) => c.method === 'createHostedEvent')).toBe(false);
    expect(sdk.storage.get(DRAFT_KEY)).toMatchObject({ title: 'Open Mic Night' });
  });

  it('moves focus to the new step’s heading, but not on first render', async () => {
    renderWithSdk(<ListEventContainer />, { sdk: createFakeSdk({ signedIn: true }) });
    const user = userEvent.setup();
    await screen.findByLabelText('Event title');
    expect(document.activeElement).toBe(document.body);
    await fillBasics(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Step 2 of 6: Venue and dates' })).toHaveFocus();
  });

  it('saves a new listing as a draft on Ticketkit, then submits that same listing rather than a second one', async () => {
    const draft = {
      step: 5, title: 'Open Mic Night', category: 'comedy', city: 'nagpur', venueName: 'The Hive', venueAddress: 'Civil Lines, Nagpur',
      sessions: [{ date: '2030-01-20', start: '19:00', end: '21:00' }], ticketTypes: [{ name: 'Entry', price: '0', capacity: '10' }],
      description: 'An evening of new comedy voices from Nagpur.', contactName: 'Asha', contactEmail: 'asha@example.com', contactPhone: '+919876543210',
    };
    const sdk = createFakeSdk({ signedIn: true, storage: { [DRAFT_KEY]: draft } });
    renderWithSdk(<ListEventContainer />, { sdk });
    await userEvent.click(await screen.findByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText(/Saved as a draft/)).toBeInTheDocument();
    expect(sdk.calls.find((c) => c.method === 'createHostedEvent')?.args[0]).toMatchObject({ title: 'Open Mic Night', submit: false });
    expect(sdk.storage.get(DRAFT_KEY)).toBeUndefined();
    await expect(sdk.api.getHostedEvent('hev_new')).resolves.toMatchObject({ status: 'draft' });

    await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByRole('heading', { name: 'Your event is in review' })).toBeInTheDocument();
    expect(sdk.calls.filter((c) => c.method === 'createHostedEvent')).toHaveLength(1);
    expect(sdk.calls.find((c) => c.method === 'updateHostedEvent')?.args.slice(0, 2)).toEqual(['hev_new', expect.objectContaining({ submit: true })]);
  });
});
