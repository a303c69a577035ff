import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { asha, createFakeSdk, sdkError } from '../../fixtures/fakeSdk.ts';
import { useLogin, type UseLoginOptions } from './useLogin.ts';

// The in-memory fake SDK stands in for Firebase: this tests the hook's effects (what it asks the
// SDK, what it tells the host page), not sign-in itself (LoginContainer.integration.test.tsx does).
function setup(overrides: Partial<UseLoginOptions> = {}, sdk = createFakeSdk({ signedIn: false })) {
  const emit = vi.fn();
  const hook = renderHook(() => useLogin({ sdk, emit, mode: 'sign-in', source: 'yourtickets', href: 'http://127.0.0.1/login', emailLinkUrl: 'http://127.0.0.1/login', ...overrides }));
  return { sdk, emit, hook };
}

describe('given a sign-in that also flips the session store while it runs', () => {
  it('tells the host page once, with the resolved source', async () => {
    const { emit, hook } = setup();
    await act(async () => hook.result.current.view.onProvider('google'));
    await waitFor(() => expect(emit).toHaveBeenCalledWith('ticketkit:navigate', { to: '/yourtickets' }));
    hook.rerender();
    expect(emit.mock.calls.filter(([name]) => name === 'ticketkit:signed-in')).toEqual([['ticketkit:signed-in', { uid: asha.uid, source: '/yourtickets' }]]);
  });
});

describe('given a redirect sign-in', () => {
  it('does not finish from the click; the session store finishes it when the person is back', async () => {
    const sdk = createFakeSdk({ signedIn: false, auth: { signInWithProvider: async () => {} } });
    const { emit, hook } = setup({}, sdk);
    await act(async () => hook.result.current.view.onRedirect('github'));
    expect(emit).not.toHaveBeenCalled();
    act(() => sdk.session.setState({ status: 'signed-in', user: asha }));
    await waitFor(() => expect(emit).toHaveBeenCalledWith('ticketkit:signed-in', { uid: asha.uid, source: '/yourtickets' }));
  });
});

describe('given a password reset', () => {
  it('says where it was sent, and shows a failure beside the reset form only', async () => {
    const sdk = createFakeSdk({ signedIn: false, auth: { sendPasswordReset: async (email) => (email === 'bad@example.com' ? Promise.reject(sdkError('auth/invalid-email')) : undefined) } });
    const { emit, hook } = setup({}, sdk);
    await act(async () => hook.result.current.view.onReset('asha@example.com'));
    expect(hook.result.current.view.resetSentTo).toBe('asha@example.com');
    await act(async () => hook.result.current.view.onReset('bad@example.com'));
    expect(hook.result.current.view.errors?.reset?.code).toBe('auth/invalid-email');
    expect(hook.result.current.view.errors?.password).toBeUndefined();
    expect(hook.result.current.view.pending).toBeNull();
    expect(emit).not.toHaveBeenCalled();
  });
});

describe('given a person signed in before the screen opened', () => {
  it('offers to continue instead of signing in, and signs out on request', async () => {
    const { emit, hook } = setup({}, createFakeSdk());
    expect(hook.result.current.signedInAs?.uid).toBe(asha.uid);
    expect(hook.result.current.continueTo).toBe('/yourtickets');
    act(() => hook.result.current.signOut());
    await waitFor(() => expect(emit).toHaveBeenCalledWith('ticketkit:signed-out', { reason: 'user' }));
    expect(emit).not.toHaveBeenCalledWith('ticketkit:signed-in', expect.anything());
  });
});
