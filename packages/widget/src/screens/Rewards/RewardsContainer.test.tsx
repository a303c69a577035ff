import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeSdk, sdkError } from '../../fixtures/fakeSdk.ts';
import { renderWithSdk } from '../../testing/renderWithSdk.tsx';
import { RewardsContainer } from './RewardsContainer.tsx';
import { describeError } from '@ticketkit/sdk';

describe('given a signed-in person with points', () => {
  it('shows the balance from the API, its value and each ledger entry', async () => {
    renderWithSdk(<RewardsContainer />, { sdk: createFakeSdk({ signedIn: true }) });
    expect(await screen.findByTestId('balance')).toHaveTextContent('135 points');
    expect(screen.getAllByRole('listitem').filter((li) => li.dataset.kind)).toHaveLength(3);
    expect(screen.getAllByRole('link', { name: 'View booking' })[0]).toHaveAttribute('href', '/yourtickets/bkg_up2');
  });
});

describe('given the rewards cannot load', () => {
  it('shows the error with a retry that loads again', async () => {
    let fail = true;
    const sdk = createFakeSdk({ signedIn: true, api: { getMyRewards: async () => (fail ? Promise.reject(sdkError('network/offline')) : (await import('../../fixtures/account.ts')).rewards) } });
    renderWithSdk(<RewardsContainer />, { sdk });
    expect(await screen.findByRole('alert')).toHaveTextContent(describeError('network/offline').message);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('balance')).toBeInTheDocument();
  });
});

describe('given a signed-out visitor', () => {
  it('asks to sign in and returns to the points', async () => {
    const onNavigate = vi.fn();
    const sdk = createFakeSdk({ signedIn: false });
    renderWithSdk(<RewardsContainer onNavigate={onNavigate} />, { sdk });
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', '/login?source=reward-points');
    await userEvent.click(signIn);
    expect(onNavigate).toHaveBeenCalledWith({ version: 1, to: '/login?source=reward-points' });
    expect(sdk.calls.some((c) => c.method === 'getMyRewards')).toBe(false);
  });
});
