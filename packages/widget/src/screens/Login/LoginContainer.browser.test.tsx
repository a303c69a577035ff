// Phone sign-in through the login screen in real Chromium, with the real SDK, the real
// firebase/auth browser build (invisible reCAPTCHA) and the real Auth emulator (its host reaches
// the page as VITE_FIREBASE_AUTH_EMULATOR_HOST, set by `npm test`). Nothing is mocked.
// Imported up front so Vite pre-bundles what the SDK loads lazily; discovering it mid-run reloads
// the page and duplicates React.
import 'react-dom/client';
import 'firebase/app';
import 'firebase/auth';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTicketkit, type Ticketkit } from '@ticketkit/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TicketkitProvider } from '../../context/TicketkitProvider.tsx';
import { LoginContainer } from './LoginContainer.tsx';

const env = (import.meta as ImportMeta & { env: Record<string, string | undefined> }).env;
const host = env.VITE_FIREBASE_AUTH_EMULATOR_HOST;
const projectId = env.VITE_FIREBASE_PROJECT_ID || 'demo-ticketkit';
const kits: Ticketkit[] = [];

function kit(): Ticketkit {
  const tk = createTicketkit({
    host: 'http://127.0.0.1:9',
    firebase: { apiKey: 'demo-api-key', authDomain: '127.0.0.1', projectId },
    authEmulatorUrl: `http://${host}`,
    storagePrefix: `login-br-${Date.now()}-${Math.random().toString(36).slice(2)}:`,
    inactivityTimeoutMs: 0,
  });
  kits.push(tk);
  return tk;
}

async function smsCode(phoneNumber: string): Promise<string> {
  for (let i = 0; i < 50; i += 1) {
    const res = await fetch(`http://${host}/emulator/v1/projects/${projectId}/verificationCodes`);
    const { verificationCodes } = (await res.json()) as { verificationCodes: { phoneNumber: string; code: string }[] };
    const found = verificationCodes.filter((c) => c.phoneNumber === phoneNumber).at(-1);
    if (found) return found.code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no SMS code for ${phoneNumber}`);
}

const randomPhone = () => `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

afterEach(() => {
  cleanup();
  while (kits.length) kits.pop()!.destroy();
});

describe.skipIf(!host)('given phone sign-in on the login screen in a real browser', () => {
  it('sends a code, explains a wrong one, and signs in with the right one, returning to the source', async () => {
    const tk = kit();
    const onNavigate = vi.fn();
    render(
      <TicketkitProvider sdk={tk}>
        <LoginContainer source="yourtickets" onNavigate={onNavigate} />
      </TicketkitProvider>,
    );
    const user = userEvent.setup();
    const phone = randomPhone();
    await user.click(screen.getByRole('button', { name: 'Phone number' }));
    await user.type(screen.getByLabelText('Phone number (with country code)'), phone);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText(`We sent a 6-digit code to ${phone}.`, {}, { timeout: 20_000 });
    expect(screen.getByTestId('resend-timer').textContent).toMatch(/You can ask for a new code in 0:\d\d/);

    await user.type(screen.getByLabelText('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(alert.getAttribute('data-code')).toBe('auth/invalid-verification-code');
    expect(tk.session.getState().status).toBe('signed-out');

    await user.clear(screen.getByLabelText('Verification code'));
    await user.type(screen.getByLabelText('Verification code'), await smsCode(phone));
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith({ version: 1, to: '/yourtickets' }), { timeout: 20_000 });
    expect(tk.session.getState()).toMatchObject({ status: 'signed-in', user: { phoneNumber: phone } });
  }, 60_000);
});

async function emailLink(email: string): Promise<string> {
  const res = await fetch(`http://${host}/emulator/v1/projects/${projectId}/oobCodes`);
  const { oobCodes } = (await res.json()) as { oobCodes: { email: string; oobLink: string; requestType: string }[] };
  const link = oobCodes.filter((c) => c.email === email && c.requestType === 'EMAIL_SIGNIN').at(-1)?.oobLink;
  if (!link) throw new Error(`no sign-in link for ${email}`);
  return link;
}

describe.skipIf(!host)('given an account with a phone second factor', () => {
  it('asks for the second step after the first factor and finishes sign-in with the texted code', async () => {
    // Set up with the SDK: a verified account (a Google identity from the emulator) with an enrolled phone.
    const setup = kit();
    const sub = `mfa-ui-${Date.now()}`;
    const email = `${sub}@example.com`;
    await setup.auth.signInWithProviderCredential('google', { idToken: JSON.stringify({ sub, email, email_verified: true }) });
    const phone = randomPhone();
    const box = document.createElement('div');
    document.body.append(box);
    await setup.auth.enrollPhoneSecondFactor(phone, box);
    await setup.auth.confirmEnrollment(await smsCode(phone), 'My phone');
    await setup.auth.signOut();
    await setup.auth.sendEmailLink(email, 'http://127.0.0.1:5173/login');
    const link = await emailLink(email);

    // Through the screen: the first factor is the email link, opened where it was not requested.
    const tk = kit();
    const onNavigate = vi.fn();
    render(
      <TicketkitProvider sdk={tk}>
        <LoginContainer href={link} source="reward-points" onNavigate={onNavigate} />
      </TicketkitProvider>,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email', {}, { timeout: 20_000 }), email);
    await user.click(screen.getByRole('button', { name: 'Finish signing in' }));
    expect(await screen.findByRole('heading', { name: 'Verify it is you' }, { timeout: 20_000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    await user.type(await screen.findByLabelText('Verification code', {}, { timeout: 20_000 }), await smsCode(phone));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith({ version: 1, to: '/reward-points' }), { timeout: 20_000 });
    expect(tk.session.getState()).toMatchObject({ status: 'signed-in', user: { email } });
  }, 60_000);
});
