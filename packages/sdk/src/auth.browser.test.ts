// Phone sign-in and the SMS second factor need a real browser (the invisible reCAPTCHA verifier does
// not exist in firebase/auth's Node build). Real Chromium, the real firebase/auth browser build and the
// real Auth emulator; the emulator's host reaches the page as VITE_FIREBASE_AUTH_EMULATOR_HOST.
import { afterEach, describe, expect, it } from 'vitest';
import { TicketkitError } from './errors.ts';
import { createTicketkit, type Ticketkit } from './ticketkit.ts';

const env = (import.meta as ImportMeta & { env: Record<string, string | undefined> }).env;
const host = env.VITE_FIREBASE_AUTH_EMULATOR_HOST;
const projectId = env.VITE_FIREBASE_PROJECT_ID || 'demo-ticketkit';
const instances: Ticketkit[] = [];

function kit(): Ticketkit {
  const tk = createTicketkit({
    host: 'http://127.0.0.1:9',
    firebase: { apiKey: 'demo-api-key', authDomain: '127.0.0.1', projectId },
    authEmulatorUrl: `http://${host}`,
    storagePrefix: `br-${Date.now()}-${Math.random().toString(36).slice(2)}:`,
    inactivityTimeoutMs: 0,
  });
  instances.push(tk);
  return tk;
}

async function smsCode(phoneNumber: string): Promise<string> {
  for (let i = 0; i < 50; i += 1) {
    const res = await fetch(`http://${host}/emulator/v1/projects/${projectId}/verificationCodes`);
    const { verificationCodes } = (await res.json()) as { verificationCodes: Array<{ phoneNumber: string; code: string }> };
    const found = verificationCodes.filter((c) => c.phoneNumber === phoneNumber).at(-1);
    if (found) return found.code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no SMS code for ${phoneNumber}`);
}

const randomPhone = () => `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

function container(): HTMLElement {
  const div = document.createElement('div');
  document.body.append(div);
  return div;
}

afterEach(() => {
  while (instances.length) instances.pop()!.destroy();
});

describe.skipIf(!host)('given phone sign-in in a real browser', () => {
  it('sends the code through an invisible reCAPTCHA and signs in with it', async () => {
    const tk = kit();
    const phone = randomPhone();
    const confirmation = await tk.auth.startPhoneSignIn(phone, container());
    await expect(confirmation.confirm('000000')).rejects.toMatchObject({ code: 'auth/invalid-verification-code' });
    expect(tk.session.getState().error?.message).toMatch(/code is not right/);
    await confirmation.confirm(await smsCode(phone));
    expect(tk.session.getState()).toMatchObject({ status: 'signed-in', error: null, user: { phoneNumber: phone, providerId: 'phone' } });
  });

  it('enrols a phone second factor, then asks for it at the next sign-in', async () => {
    const tk = kit();
    const sub = `mfa-${Date.now()}`;
    const google = { idToken: JSON.stringify({ sub, email: `${sub}@example.com`, email_verified: true }) };
    await tk.auth.signInWithProviderCredential('google', google);
    const phone = randomPhone();
    await tk.auth.enrollPhoneSecondFactor(phone, container());
    await tk.auth.confirmEnrollment(await smsCode(phone), 'My phone');
    const factors = await tk.auth.getSecondFactors();
    expect(factors).toHaveLength(1);
    await tk.auth.signOut();

    const error = await tk.auth.signInWithProviderCredential('google', google).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TicketkitError);
    expect((error as TicketkitError).code).toBe('auth/multi-factor-auth-required');
    expect(tk.session.getState().status).toBe('signed-out');
    const mfa = tk.auth.mfa!;
    expect(mfa.hints).toHaveLength(1);
    expect(mfa.hints[0]!.displayName).toBe('My phone');
    await mfa.sendCode(0, container());
    await mfa.confirm(await smsCode(phone));
    expect(tk.session.getState()).toMatchObject({ status: 'signed-in', user: { email: `${sub}@example.com` } });
    expect(tk.auth.mfa).toBeNull();

    await tk.auth.unenrollSecondFactor(factors[0]!.uid);
    expect(await tk.auth.getSecondFactors()).toHaveLength(0);
  });

  it('with an unverified email says to verify it first, sends the verification email, then enrols', async () => {
    const tk = kit();
    const email = `mfa-email-${Date.now()}@example.com`;
    await tk.auth.signUpWithEmail(email, 'secret123', 'Meera Kulkarni');
    const phone = randomPhone();

    const refused = await tk.auth.enrollPhoneSecondFactor(phone, container()).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TicketkitError);
    expect((refused as TicketkitError).code).toBe('auth/unverified-email');
    expect((refused as TicketkitError).title).toBe('Verify your email first');
    expect((refused as TicketkitError).action).toBe('Send verification email');

    await tk.auth.sendEmailVerification();
    const link = await oobLink(email, 'VERIFY_EMAIL');
    // Opening the link is what the person does from their inbox.
    expect((await fetch(link)).ok).toBe(true);

    await tk.auth.enrollPhoneSecondFactor(phone, container());
    await tk.auth.confirmEnrollment(await smsCode(phone));
    expect((await tk.auth.getSecondFactors()).map((f) => f.phoneNumber)).toEqual([phone]);
  });
});

async function oobLink(email: string, requestType: string): Promise<string> {
  for (let i = 0; i < 50; i += 1) {
    const res = await fetch(`http://${host}/emulator/v1/projects/${projectId}/oobCodes`);
    const { oobCodes } = (await res.json()) as { oobCodes: Array<{ email: string; requestType: string; oobLink: string }> };
    const found = oobCodes.filter((c) => c.email === email && c.requestType === requestType).at(-1);
    if (found) return found.oobLink;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${requestType} email for ${email}`);
}
