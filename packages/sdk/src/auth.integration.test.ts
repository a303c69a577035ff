// The SDK's auth against the REAL Firebase Auth emulator (the real firebase/auth; nothing mocked).
// jsdom resolves firebase/auth to its Node build, which has no popup, redirect or reCAPTCHA:
// popup and redirect are covered by the fallback unit tests, phone and the SMS second factor by auth.browser.test.ts.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from './constants.ts';
import { emulatorConfig, claims, oobCodes, setImprovedEmailPrivacy, unique, wipeAccounts } from './testing/emulator.ts';
import { startScriptedServer, type ScriptedServer } from './testing/scriptedServer.mjs';
import { createTicketkit, type Ticketkit } from './ticketkit.ts';
import { failure } from './testing/failure.ts';

const instances: Ticketkit[] = [];
function kit(overrides: Parameters<typeof emulatorConfig>[0] = {}) {
  const tk = createTicketkit(emulatorConfig({ inactivityTimeoutMs: 0, ...overrides }));
  instances.push(tk);
  return tk;
}

beforeAll(async () => {
  await wipeAccounts();
  await setImprovedEmailPrivacy(true);
});
afterEach(() => {
  while (instances.length) instances.pop()!.destroy();
});

describe('given email and password', () => {
  it('signs up, stores userData, and signs out clearing it and setting hasVisited to false', async () => {
    const email = `${unique('signup')}@example.com`;
    const tk = kit();
    expect(tk.session.getState().status).toBe('signed-out');
    await tk.auth.signUpWithEmail(email, 'secret123', 'Asha Rao');
    const { status, user, pending, error } = tk.session.getState();
    expect({ status, pending, error }).toEqual({ status: 'signed-in', pending: false, error: null });
    expect(user).toMatchObject({ email, displayName: 'Asha Rao', providerId: 'password', providers: ['password'] });
    expect(tk.storage.get(STORAGE_KEYS.userData)).toEqual(user);
    expect(localStorage.getItem(tk.storage.fullKey('userData'))).toContain(email);
    expect(tk.storage.get(STORAGE_KEYS.hasVisited)).toBe(true);
    expect(tk.guards.requireUser('yourtickets')).toBeNull();

    await tk.auth.signOut();
    expect(tk.session.getState()).toMatchObject({ status: 'signed-out', user: null });
    expect(tk.storage.get(STORAGE_KEYS.userData)).toBeUndefined();
    expect(tk.storage.get(STORAGE_KEYS.hasVisited)).toBe(false);
    expect(tk.guards.requireUser('yourtickets')).toEqual({ redirect: '/login?source=yourtickets' });
    expect(await tk.auth.getIdToken()).toBeNull();
  });

  it('signs in again, and explains a wrong password and a taken email', async () => {
    const email = `${unique('signin')}@example.com`;
    const tk = kit();
    await tk.auth.signUpWithEmail(email, 'secret123');
    await tk.auth.signOut();

    const wrong = await failure(tk.auth.signInWithEmail(email, 'not-it'));
    expect(wrong.code).toBe('auth/invalid-credential');
    expect(wrong.message).toMatch(/email or password is not right/);
    expect(tk.session.getState()).toMatchObject({ status: 'signed-out', pending: false, error: wrong });

    const taken = await failure(tk.auth.signUpWithEmail(email, 'secret123'));
    expect(taken.code).toBe('auth/email-already-in-use');
    expect(taken.message).toMatch(/Sign in instead/);

    await tk.auth.signInWithEmail(email, 'secret123');
    expect(tk.session.getState()).toMatchObject({ status: 'signed-in', error: null, user: { email } });
  });

  it('reports the default password policy (min length 6) and checks passwords against it', async () => {
    const tk = kit();
    const policy = await tk.auth.getPasswordPolicy();
    expect(policy.minLength).toBe(6);
    expect(await tk.auth.validatePassword('abc')).toMatchObject({ valid: false, failures: ['too-short'] });
    expect((await tk.auth.validatePassword('abcdef')).valid).toBe(true);
    const weak = await failure(tk.auth.signUpWithEmail(`${unique('weak')}@example.com`, 'abc'));
    expect(weak.code).toBe('auth/weak-password');
  });
});

describe.each([
  ['google', 'google.com', { idToken: '{"sub":"g-SUB","email":"g-SUB@example.com","email_verified":true}' }],
  ['github', 'github.com', { accessToken: '{"sub":"gh-SUB","email":"gh-SUB@example.com"}' }],
  ['facebook', 'facebook.com', { accessToken: '{"sub":"fb-SUB","email":"fb-SUB@example.com"}' }],
  ['twitter', 'twitter.com', { accessToken: '{"sub":"tw-SUB","screen_name":"tw"}', secret: 'secret' }],
] as const)('given a %s credential from the fake identity provider', (name, providerId, credential) => {
  it('signs in and stores the provider', async () => {
    const sub = unique(name);
    const filled = Object.fromEntries(Object.entries(credential).map(([k, v]) => [k, v.replace(/SUB/g, sub)]));
    const tk = kit();
    await tk.auth.signInWithProviderCredential(name, filled);
    const { status, user } = tk.session.getState();
    expect(status).toBe('signed-in');
    expect(user?.providerId).toBe(providerId);
    expect(user?.providers).toEqual([providerId]);
    const token = await tk.auth.getIdToken();
    expect((claims(token!).firebase as { sign_in_provider: string }).sign_in_provider).toBe(providerId);
  });
});

describe('given a provider the partner did not enable', () => {
  it('refuses with auth/provider-disabled', async () => {
    const tk = kit({ providers: ['password', 'google'] });
    expect((await failure(tk.auth.signInWithProviderCredential('github', { accessToken: '{"sub":"x"}' }))).code).toBe('auth/provider-disabled');
    const googleOnly = kit({ providers: ['google'] });
    expect((await failure(googleOnly.auth.signInWithEmail('a@example.com', 'secret123'))).code).toBe('auth/provider-disabled');
    expect((await failure(googleOnly.auth.sendEmailLink('a@example.com', 'http://127.0.0.1/'))).code).toBe('auth/provider-disabled');
    expect((await failure(googleOnly.auth.startPhoneSignIn('+15555550100', document.createElement('div')))).code).toBe('auth/provider-disabled');
  });
});

describe('given the email-link flow', () => {
  it('sends the link, remembers the email across the round trip and completes the sign-in', async () => {
    const email = `${unique('link')}@example.com`;
    const tk = kit();
    await tk.auth.sendEmailLink(email, 'http://127.0.0.1:5173/login/finish');
    const link = (await oobCodes()).find((c) => c.email === email && c.requestType === 'EMAIL_SIGNIN')?.oobLink;
    expect(link).toBeTruthy();
    expect(tk.auth.isEmailLink(link!)).toBe(true);
    expect(tk.auth.isEmailLink('http://127.0.0.1:5173/login/finish')).toBe(false);

    await tk.auth.completeEmailLink(link!);
    expect(tk.session.getState()).toMatchObject({ status: 'signed-in', user: { email } });
    expect(tk.storage.get('emailForSignIn')).toBeUndefined();
  });

  it('asks for the email when it was opened on another device', async () => {
    const tk = kit();
    const error = await failure(tk.auth.completeEmailLink('http://127.0.0.1/?mode=signIn&oobCode=x&apiKey=k'));
    expect(error.code).toBe('auth/missing-email');
  });
});

describe('given a signed-in user', () => {
  it('refreshes the ID token on demand and syncs each new token to tokenSyncUrl, deleting it on sign-out', async () => {
    const sync: ScriptedServer = await startScriptedServer(() => ({ status: 204 }));
    try {
      const tk = kit({ tokenSyncUrl: `${sync.url}/session` });
      await tk.auth.signUpWithEmail(`${unique('refresh')}@example.com`, 'secret123');
      const first = await tk.auth.getIdToken();
      expect(claims(first!).user_id).toBe(tk.session.getState().user!.uid);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const second = await tk.auth.getIdToken(true);
      expect(second).not.toBe(first);
      expect((claims(second!).iat as number) > (claims(first!).iat as number)).toBe(true);
      await vi.waitFor(() => expect(sync.requests.map((r) => r.headers.authorization)).toEqual([`Bearer ${first}`, `Bearer ${second}`]));
      await tk.auth.signOut();
      expect(sync.requests.at(-1)).toMatchObject({ method: 'DELETE', headers: { authorization: `Bearer ${second}` } });
    } finally {
      await sync.close();
    }
  });

  it('turns re-authentication as somebody else into auth/user-mismatch', async () => {
    const other = `${unique('other')}@example.com`;
    const tk = kit();
    await tk.auth.signUpWithEmail(other, 'secret123');
    await tk.auth.signOut();
    const me = `${unique('me')}@example.com`;
    await tk.auth.signUpWithEmail(me, 'secret123');
    await tk.auth.reauthenticate({ email: me, password: 'secret123' });
    const error = await failure(tk.auth.reauthenticate({ email: other, password: 'secret123' }));
    expect(error.code).toBe('auth/user-mismatch');
    expect(error.message).toMatch(/account you are signed in with/);
    expect(tk.session.getState().user?.email).toBe(me);
  });

  it('shows a returning visitor as signed in at once and reconciles when Firebase reports', async () => {
    const email = `${unique('return')}@example.com`;
    const first = kit();
    await first.auth.signUpWithEmail(email, 'secret123');
    const prefix = first.config.storagePrefix;

    // Same page, second widget: same Firebase app, so Firebase confirms the session.
    const idle: Array<() => void> = [];
    const second = createTicketkit(emulatorConfig({ storagePrefix: prefix, inactivityTimeoutMs: 0 }), { whenIdle: (t) => idle.push(t) });
    instances.push(second);
    expect(second.session.getState()).toMatchObject({ status: 'signed-in', user: { email } });
    idle.forEach((t) => t());
    await second.auth.preload();
    expect(second.session.getState()).toMatchObject({ status: 'signed-in', user: { email } });

    // A page whose Firebase has no session for the stored userData (expired, or signed out elsewhere).
    const stale = emulatorConfig({ inactivityTimeoutMs: 0 });
    localStorage.setItem(`${stale.storagePrefix}userData`, JSON.stringify(second.session.getState().user));
    const onSignedOut = vi.fn();
    const later = createTicketkit({ ...stale, onSignedOut }, { whenIdle: () => undefined });
    instances.push(later);
    expect(later.session.getState()).toMatchObject({ status: 'signed-in', user: { email } });
    await later.auth.preload();
    expect(later.session.getState()).toMatchObject({ status: 'signed-out', user: null });
    expect(later.storage.get(STORAGE_KEYS.userData)).toBeUndefined();
    expect(later.storage.get(STORAGE_KEYS.hasVisited)).toBe(false);
    expect(onSignedOut).toHaveBeenCalledWith('expired');
  });
});

describe('given phone sign-in in a page without a real browser', () => {
  it('says it is not available here instead of hanging', async () => {
    const tk = kit();
    const error = await failure(tk.auth.startPhoneSignIn('+15555550100', document.createElement('div')));
    expect(error.code).toBe('auth/operation-not-supported-in-this-environment');
    expect(error.action).toBe('Choose another way');
  });
});
