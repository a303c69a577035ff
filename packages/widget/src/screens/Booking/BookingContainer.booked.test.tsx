import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeSdk } from '../../fixtures/fakeSdk.ts';
import { renderWithSdk } from '../../testing/renderWithSdk.tsx';
import { checkoutFrame, paidIn, sandboxSays } from '../../testing/sandboxCheckout.ts';
import { BookingContainer } from './BookingContainer.tsx';
import { confirmButton, selection, setup } from './bookingContainerSetup.tsx';
import { readBooked, saveBooked, selectionKey } from './pendingAttempt.ts';

// Pending attempts live in sessionStorage, bookings being paid in localStorage; no test may see another's.
afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('given this selection was booked already in this tab', () => {
  it('asks the flow to show that booking and takes no hold', async () => {
    saveBooked('u_asha', selectionKey('ses_1', selection), 'bk_done');
    const onAlreadyBooked = vi.fn();
    const sdk = createFakeSdk();
    renderWithSdk(<BookingContainer eventId="evt_1" sessionId="ses_1" quantities={selection} onConfirmed={vi.fn()} onAlreadyBooked={onAlreadyBooked} />, { sdk });
    await waitFor(() => expect(onAlreadyBooked).toHaveBeenCalledWith('bk_done'));
    expect(screen.getByRole('heading', { name: 'You have booked these tickets' })).toBeInTheDocument();
    expect(sdk.calls.some((c) => c.method === 'createHold')).toBe(false);
  });

  it('does not send the next person signed in in this tab to the first one\'s booking', async () => {
    saveBooked('u_first', selectionKey('ses_1', selection), 'bk_theirs');
    const onAlreadyBooked = vi.fn();
    const sdk = createFakeSdk();
    renderWithSdk(<BookingContainer eventId="evt_1" sessionId="ses_1" quantities={selection} onConfirmed={vi.fn()} onAlreadyBooked={onAlreadyBooked} />, { sdk });
    await confirmButton();
    expect(sdk.calls.filter((c) => c.method === 'createHold')).toHaveLength(1);
    expect(onAlreadyBooked).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'You have booked these tickets' })).toBeNull();
  });

  it('offers no "See your booking" button when the host gives it nothing to do', async () => {
    saveBooked('u_asha', selectionKey('ses_1', selection), 'bk_done');
    renderWithSdk(<BookingContainer eventId="evt_1" sessionId="ses_1" quantities={selection} onConfirmed={vi.fn()} />, { sdk: createFakeSdk() });
    expect(await screen.findByRole('heading', { name: 'You have booked these tickets' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('records a booking made here, so its step shows it next time', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(await confirmButton());
    await user.click(await screen.findByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(checkoutFrame()).not.toBeNull());
    act(() => sandboxSays(paidIn('order_bkg_1')));
    await waitFor(() => expect(readBooked('u_asha', selectionKey('ses_1', selection))).toBe('bkg_1'));
  });
});
