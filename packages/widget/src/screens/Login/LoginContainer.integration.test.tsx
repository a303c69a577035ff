// The login screen driving the REAL SDK (createTicketkit) against the REAL Firebase Auth emulator:
// nothing mocked. jsdom resolves firebase/auth to its Node build, which has no popup, redirect or
// reCAPTCHA, so providers and phone are covered by the component tests and the SDK's browser tests.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTicketkit, type Ticketkit } from '@ticketkit/sdk';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TicketkitProvider } from '../../context/TicketkitProvider.tsx';
import type { WidgetSdk } from '../../sdk/types.ts';
import { LoginContainer, type LoginContainerProps } from './LoginContainer.tsx';
import { describeError } from '@ticketkit/sdk';

const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const projectId = process.env.FIREBASE_PROJECT_ID || 'demo-ticketkit';
const admin = (path: string) => `http://${host}/emulator/v1/projects/${projectId}${path}`;
const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

async function oobCodes(): Promise<{ email: string; oobLink: string; requestType: string }[]> {
  const res = await fetch(admin('/oobCodes'));
  return ((await res.json()) as { oobCodes: { email: string; oobLink: string; requestType: string }[] }).oobCodes;
}

const kits: Ticketkit[] = [];
function kit(): Ticketkit {
  const tk = createTicketkit({
    host: 'http://127.0.0.1:9',
    firebase: { apiKey: 'demo-api-key', authDomain: '127.0.0.1', projectId, appId: '1:1:web:1' },
    authEmulatorUrl: `http://${host}`,
    storagePrefix: `${unique('login')}:`,
    inactivityTimeoutMs: 0,
  });
  kits.push(tk);
  return tk;
}

function renderLogin(tk: Ticketkit, props: LoginContainerProps = {}) {
  return render(
    <TicketkitProvider sdk={tk as unknown as WidgetSdk}>
      <LoginContainer {...props} />
    </TicketkitProvider>,
  );
}

beforeAll(async () => {
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run `npm test` or start an emulator (team rules).');
  await fetch(admin('/config'), {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: true } }),
  });
});
afterEach(() => {
  while (kits.length) kits.pop()!.destroy();
});

describe('given a new person on the sign-up screen', () => {
  it('creates the account in the emulator and returns to the source', async () => {
    const tk = kit();
    // What the session held when the screen asked to leave: the next screen starts from it.
    const atNavigate: unknown[] = [];
    const onNavigate = vi.fn(() => atNavigate.push(tk.session.getState().user));
    const onSignedIn = vi.fn();
    const email = `${unique('new')}@example.com`;
    renderLogin(tk, { mode: 'sign-up', source: 'yourtickets', onNavigate, onSignedIn });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Password'), 'secret123');
    // The policy comes from the emulator's project: the default minimum of 6.
    await waitFor(() => expect(screen.getByText(/at least 6 characters/)).toHaveTextContent('done'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith({ version: 1, to: '/yourtickets' }), { timeout: 15_000 });
    // The name is on the account before the screen moves on, so the booking form can fill it in.
    expect(atNavigate).toEqual([expect.objectContaining({ email, displayName: 'Asha Rao' })]);
    expect(tk.session.getState()).toMatchObject({ status: 'signed-in', user: { email, displayName: 'Asha Rao' } });
    expect(onSignedIn).toHaveBeenCalledWith({ version: 1, uid: tk.session.getState().user!.uid, source: '/yourtickets' });
  });
});

describe('given an existing account', () => {
  it('shows the catalogue message for a wrong password beside the form, keeps the email, then signs in', async () => {
    const email = `${unique('known')}@example.com`;
    const setup = kit();
    await setup.auth.signUpWithEmail(email, 'secret123');
    await setup.auth.signOut();

    const tk = kit();
    const onNavigate = vi.fn();
    renderLogin(tk, { onNavigate });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Password'), 'not-it');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveAttribute('data-code', 'auth/invalid-credential');
    expect(alert).toHaveTextContent(describeError('auth/invalid-credential').message);
    expect(screen.getByLabelText('Email')).toHaveValue(email);
    expect(tk.session.getState().status).toBe('signed-out');

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith({ version: 1, to: '/' }), { timeout: 15_000 });
    expect(tk.session.getState()).toMatchObject({ status: 'signed-in', user: { email } });
  });

  it('refuses to sign up the same email again with the catalogue message', async () => {
    const email = `${unique('taken')}@example.com`;
    const setup = kit();
    await setup.auth.signUpWithEmail(email, 'secret123');
    await setup.auth.signOut();

    renderLogin(kit(), { mode: 'sign-up' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(describeError('auth/email-already-in-use').message);
  });

  it('sends a password reset email the emulator records', async () => {
    const email = `${unique('reset')}@example.com`;
    const setup = kit();
    await setup.auth.signUpWithEmail(email, 'secret123');
    await setup.auth.signOut();

    renderLogin(kit());
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    await user.type(screen.getByLabelText('Email'), email);
    await user.click(screen.getByRole('button', { name: 'Send reset email' }));
    expect(await screen.findByText(`If an account exists for ${email}, we sent it a link to choose a new password.`, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect((await oobCodes()).some((c) => c.email === email && c.requestType === 'PASSWORD_RESET')).toBe(true);
  });
});

describe('given passwordless sign-in by email link', () => {
  it('sends the link, and opening it finishes sign-in and returns to the source', async () => {
    const email = `${unique('link')}@example.com`;
    const tk = kit();
    const first = renderLogin(tk, { href: 'http://127.0.0.1:5173/login', emailLinkUrl: 'http://127.0.0.1:5173/login?source=reward-points' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    await user.type(screen.getByLabelText('Email'), email);
    await user.click(screen.getByRole('button', { name: 'Send sign-in link' }));
    expect(await screen.findByText(`We sent a sign-in link to ${email}. Open it on this device to finish signing in.`, {}, { timeout: 15_000 })).toBeInTheDocument();
    const link = (await oobCodes()).find((c) => c.email === email && c.requestType === 'EMAIL_SIGNIN')?.oobLink;
    expect(link).toBeTruthy();
    first.unmount();

    // Same device: the SDK remembered the address, so no question is asked.
    const onNavigate = vi.fn();
    renderLogin(tk, { href: link!, source: 'reward-points', onNavigate });
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith({ version: 1, to: '/reward-points' }), { timeout: 15_000 });
    expect(tk.session.getState()).toMatchObject({ status: 'signed-in', user: { email } });
  });

  it('asks for the address when the link is opened where it was not requested', async () => {
    const email = `${unique('elsewhere')}@example.com`;
    const sender = kit();
    await sender.auth.sendEmailLink(email, 'http://127.0.0.1:5173/login');
    const link = (await oobCodes()).find((c) => c.email === email && c.requestType === 'EMAIL_SIGNIN')?.oobLink;

    const tk = kit();
    const onNavigate = vi.fn();
    renderLogin(tk, { href: link!, onNavigate });
    const form = await screen.findByRole('form', { name: 'Finish signing in' }, { timeout: 15_000 });
    await userEvent.type(within(form).getByLabelText('Email'), email);
    await userEvent.click(within(form).getByRole('button', { name: 'Finish signing in' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalled(), { timeout: 15_000 });
    expect(tk.session.getState()).toMatchObject({ status: 'signed-in', user: { email } });
  });
});
