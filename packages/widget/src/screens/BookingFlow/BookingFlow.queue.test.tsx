import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TicketkitError } from '@ticketkit/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('given the queue cannot be reached', () => {
  it('says the retry aloud once, not on every failure after it, and keeps the wait visible', async () => {
    // The back-off's jitter at its middle, so the waits are the plain 2 s, 4 s.
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const sdk = createFakeSdk({ api: { joinQueue: () => Promise.reject(new TicketkitError('unavailable', { status: 503 })) } });
    const { container } = renderWithSdk(<BookingFlow eventId="evt_1" initialState={{ step: 'queue', eventId: 'evt_1', city: 'nagpur', sessionId: 'ses_hot', quantities: {} }} />, { sdk });
    const region = await waitFor(() => {
      const found = container.querySelector<HTMLElement>('.tk-queue > [role=status]');
      expect(found).not.toBeNull();
      return found!;
    });
    // What it says from when it appears: the first failure may already be in it.
    const said: string[] = [region.textContent ?? ''];
    new MutationObserver(() => said.push(region.textContent ?? '')).observe(region, { childList: true, characterData: true, subtree: true });
    const alert = () => container.querySelector('.tk-queue > .tk-alert')?.textContent;
    await waitFor(() => expect(alert()).toMatch(/Trying again in 2 s/), { timeout: 5000 });
    await waitFor(() => expect(alert()).toMatch(/Trying again in 4 s/), { timeout: 5000 });
    expect(region.textContent).toBe('We could not reach the queue. Trying again in 2 s; your place is kept.');
    expect(new Set(said.filter(Boolean))).toEqual(new Set(['We could not reach the queue. Trying again in 2 s; your place is kept.']));
    vi.restoreAllMocks();
  }, 10_000);
});
