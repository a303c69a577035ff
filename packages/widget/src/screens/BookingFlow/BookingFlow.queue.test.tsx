import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { asha } from '../../fixtures/account.ts';
import { createFakeSdk, sdkError } from '../../fixtures/fakeSdk.ts';
import { renderWithSdk } from '../../testing/renderWithSdk.tsx';
import { BookingFlow } from './BookingFlow.tsx';

// The fake SDK's queue (fixtures/fakeQueue.ts) stands in for the API, which does not run in jsdom.
afterEach(() => {
  history.replaceState(null, '', '/');
  localStorage.clear();
});

describe.each(['queue/admission-required', 'queue/turn-expired'])('given a hold refused with %s', (code) => {
  it('sends the person to the waiting room, the session kept in the link', async () => {
    const sdk = createFakeSdk({ api: { createHold: () => Promise.reject(sdkError(code)) }, queue: { steps: [{ state: 'waiting', position: 80, ahead: 79, progress: 0.1, estimatedWaitSeconds: 300 }] } });
    renderWithSdk(<BookingFlow eventId="evt_1" deepLink="hash" initialState={{ step: 'booking', eventId: 'evt_1', city: 'nagpur', sessionId: 'ses_1', quantities: { tt_gold: 1 } }} />, { sdk });
    expect(await screen.findByRole('heading', { level: 2, name: 'Waiting room' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('79 people ahead of you')).toBeInTheDocument();
    expect(location.hash).toBe('#tk.evt_1=/event/evt_1/queue%3Fcity%3Dnagpur%26session%3Dses_1');
  });
});

describe('given the waiting room signed out', () => {
  it('asks for sign-in and joins nothing', async () => {
    const sdk = createFakeSdk({ signedIn: false });
    renderWithSdk(<BookingFlow eventId="evt_1" initialState={{ step: 'queue', eventId: 'evt_1', city: 'nagpur', sessionId: 'ses_hot', quantities: {} }} />, { sdk });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in' }, { timeout: 5000 }));
    expect(screen.getByRole('heading', { level: 2, name: 'Waiting room' })).toBeInTheDocument();
    expect(sdk.calls.filter((c) => c.method === 'joinQueue')).toEqual([]);
  });
});

describe('given someone else signs in on the device while a place is kept', () => {
  it('takes a place of their own instead of polling the previous account\'s', async () => {
    const sdk = createFakeSdk({ queue: { steps: [{ state: 'waiting', position: 80, ahead: 79, progress: 0.1, estimatedWaitSeconds: 300 }] } });
    renderWithSdk(<BookingFlow eventId="evt_1" initialState={{ step: 'queue', eventId: 'evt_1', city: 'nagpur', sessionId: 'ses_hot', quantities: {} }} />, { sdk });
    expect(await screen.findByText('79 people ahead of you', undefined, { timeout: 5000 })).toBeInTheDocument();
    const queueCalls = () => sdk.calls.filter((c) => c.method === 'joinQueue' || c.method === 'getQueuePlace').map((c) => c.method);
    expect(queueCalls()).toEqual(['joinQueue']);
    act(() => sdk.session.setState({ status: 'signed-out', user: null }));
    act(() => sdk.session.setState({ status: 'signed-in', user: { ...asha, uid: 'u_ravi', displayName: 'Ravi Kumar', email: 'ravi@example.com' } }));
    await waitFor(() => expect(queueCalls()).toEqual(['joinQueue', 'joinQueue']));
  });
});
