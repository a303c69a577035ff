import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MfaChallenge } from '@ticketkit/sdk';
import { describe, expect, it, vi } from 'vitest';
import { asha, createFakeSdk, sdkError } from '../../fixtures/fakeSdk.ts';
import { LoginContainer } from './LoginContainer.tsx';
import { renderWithSdk } from '../../testing/renderWithSdk.tsx';
import { TicketkitProvider } from '../../context/TicketkitProvider.tsx';
import { preloadLocale } from '../../i18n/i18n.ts';
import { describeError } from '@ticketkit/sdk';

describe('given a person who came from their tickets', () => {
  it('signs in with Google and asks the host to go back to /yourtickets', async () => {
    const sdk = createFakeSdk({ signedIn: false });
    const onSignedIn = vi.fn();
    const onNavigate = vi.fn();
    renderWithSdk(<LoginContainer source="yourtickets" onSignedIn={onSignedIn} onNavigate={onNavigate} />, { sdk });
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith({ version: 1, to: '/yourtickets' }));
    expect(onSignedIn).toHaveBeenCalledWith({ version: 1, uid: asha.uid, source: '/yourtickets' });
    expect(sdk.authCalls.map((c) => c.method)).toContain('signInWithProvider');
  });
});

describe('given Google sign-in cannot load on this page', () => {
  it('marks Google unavailable and keeps the others', async () => {
    const sdk = createFakeSdk({ signedIn: false, auth: { signInWithProvider: async () => Promise.reject(sdkError('auth/internal-error')) } });
    renderWithSdk(<LoginContainer />, { sdk });
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText(/Google sign-in cannot load on this page/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continue with GitHub' })).toBeEnabled();
  });
});

describe('given the project enables only Google and phone', () => {
  it('offers only those', () => {
    renderWithSdk(<LoginContainer />, { sdk: createFakeSdk({ signedIn: false, providers: ['google', 'phone'] }) });
    expect(screen.getAllByRole('button', { name: /^Continue with/ })).toHaveLength(1);
    expect(screen.getByLabelText('Phone number (with country code)')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });
});

describe('given an email already registered on sign-up', () => {
  it('shows the catalogue message next to the button and keeps what was typed', async () => {
    const sdk = createFakeSdk({ signedIn: false, auth: { signUpWithEmail: async () => Promise.reject(sdkError('auth/email-already-in-use')) } });
    renderWithSdk(<LoginContainer mode="sign-up" />, { sdk });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(describeError('auth/email-already-in-use').title);
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('secret123');
  });
});

describe('given phone sign-in', () => {
  it('sends the code, shows a wrong code, then signs in with the right one', async () => {
    const confirm = vi.fn(async (code: string) => {
      if (code !== '123456') throw sdkError('auth/invalid-verification-code');
      sdk.session.setState({ status: 'signed-in', user: asha });
    });
    const sdk = createFakeSdk({ signedIn: false, auth: { startPhoneSignIn: async () => ({ confirm }) } });
    const onNavigate = vi.fn();
    renderWithSdk(<LoginContainer onNavigate={onNavigate} />, { sdk });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Phone number' }));
    await user.type(screen.getByLabelText('Phone number (with country code)'), '+91 98765 43210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We sent a 6-digit code to +919876543210.')).toBeInTheDocument();
    expect(sdk.authCalls.find((c) => c.method === 'startPhoneSignIn')?.args[0]).toBe('+919876543210');
    expect(screen.getByTestId('resend-timer')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(describeError('auth/invalid-verification-code').title);
    await user.clear(screen.getByLabelText('Verification code'));
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith({ version: 1, to: '/' }));
  });
});

describe('given an account with a second factor', () => {
  it('asks for the second step, sends the code and finishes sign-in', async () => {
    const mfa: MfaChallenge = {
      hints: [{ uid: 'f1', factorId: 'phone', displayName: 'My phone', phoneNumber: '+*******3210' }],
      sendCode: vi.fn(async () => {}),
      confirm: vi.fn(async () => sdk.session.setState({ status: 'signed-in', user: asha })),
    };
    const sdk = createFakeSdk({ signedIn: false, auth: { signInWithEmail: async () => Promise.reject(sdkError('auth/multi-factor-auth-required')), mfa } });
    const onNavigate = vi.fn();
    renderWithSdk(<LoginContainer source="/reward-points" onNavigate={onNavigate} />, { sdk });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Verify it is you' })).toBeInTheDocument();
    expect(screen.getByText(/\+\*+3210/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(mfa.sendCode).toHaveBeenCalledWith(0, expect.any(HTMLElement));
    await user.type(await screen.findByLabelText('Verification code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(mfa.confirm).toHaveBeenCalledWith('654321');
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith({ version: 1, to: '/reward-points' }));
  });
});

describe('given the page was opened from an email sign-in link on another device', () => {
  it('asks which email the link was sent to, then finishes', async () => {
    const completeEmailLink = vi.fn(async (_url: string, email?: string) => {
      if (!email) throw sdkError('auth/missing-email');
      sdk.session.setState({ status: 'signed-in', user: asha });
    });
    const sdk = createFakeSdk({ signedIn: false, auth: { isEmailLink: () => true, completeEmailLink } });
    const onNavigate = vi.fn();
    const href = 'http://127.0.0.1/login?mode=signIn&oobCode=abc';
    renderWithSdk(<LoginContainer href={href} onNavigate={onNavigate} />, { sdk });
    const field = await screen.findByLabelText('Email');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.type(field, 'asha@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Finish signing in' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalled());
    expect(completeEmailLink).toHaveBeenLastCalledWith(href, 'asha@example.com');
  });
});

describe('given a person already signed in', () => {
  it('says so and offers to continue or sign out', async () => {
    const sdk = createFakeSdk({ signedIn: true });
    const onSignedOut = vi.fn();
    renderWithSdk(<LoginContainer source="yourtickets" onSignedOut={onSignedOut} />, { sdk });
    const panel = screen.getByRole('region', { name: 'You are signed in' });
    expect(within(panel).getByText('Signed in as Asha Rao')).toBeInTheDocument();
    // Continue is a real link to where the person was going.
    expect(within(panel).getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/yourtickets');
    await userEvent.click(within(panel).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(onSignedOut).toHaveBeenCalledWith({ version: 1, reason: 'user' }));
  });
});

describe('given the page address carries ?source=', () => {
  it('returns there after sign-in when no source prop is given', async () => {
    history.replaceState(null, '', '/login?source=reward-points');
    try {
      const onNavigate = vi.fn();
      renderWithSdk(<LoginContainer onNavigate={onNavigate} />, { sdk: createFakeSdk({ signedIn: false }) });
      await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
      await waitFor(() => expect(onNavigate).toHaveBeenCalledWith({ version: 1, to: '/reward-points' }));
    } finally {
      history.replaceState(null, '', '/');
    }
  });
});

describe('given a person the inactivity sign-out sent here', () => {
  it('says why above the sign-in ways, and returns them to the page they were on', async () => {
    const onNavigate = vi.fn();
    renderWithSdk(<LoginContainer source="eventbooking/x/ev_1?session=s_1" reason="inactivity" onNavigate={onNavigate} />, { sdk: createFakeSdk({ signedIn: false }) });
    expect(screen.getByRole('status')).toHaveTextContent('You were signed out after an hour without activity.');
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith({ version: 1, to: '/eventbooking/x/ev_1?session=s_1' }));
  });

  it('says it in Hindi on a hi-IN page', async () => {
    await preloadLocale('hi-IN');
    render(
      <TicketkitProvider sdk={createFakeSdk({ signedIn: false })} locale="hi-IN">
        <LoginContainer reason="inactivity" />
      </TicketkitProvider>,
    );
    expect(await screen.findByText(/एक घंटे तक कोई गतिविधि न होने पर आपको साइन आउट कर दिया गया/)).toBeInTheDocument();
  });

  it('says nothing for a reason it has no words for, or when signing up', () => {
    const { unmount } = renderWithSdk(<LoginContainer reason="<b>hacked</b>" />, { sdk: createFakeSdk({ signedIn: false }) });
    expect(screen.queryByText(/signed out/)).not.toBeInTheDocument();
    unmount();
    renderWithSdk(<LoginContainer mode="sign-up" reason="inactivity" />, { sdk: createFakeSdk({ signedIn: false }) });
    expect(screen.queryByText(/signed out after an hour/)).not.toBeInTheDocument();
  });
});
