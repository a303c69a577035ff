import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REDIRECT_PENDING_KEY } from './auth.ts';
import type { TicketkitConfig } from './config.ts';
import { STORAGE_KEYS } from './constants.ts';
import type { ActivityChannel } from './inactivity.ts';
import { fakeFirebase, fakeUser, firebaseError } from './testing/fakeFirebase.ts';
import { createTicketkit, type Ticketkit, type TicketkitInternals } from './ticketkit.ts';
import type { StoredUser } from './stores.ts';

const HOUR = 3_600_000;
const storedUser: StoredUser = { uid: 'u1', displayName: 'Asha', email: 'u1@example.com', phoneNumber: null, photoURL: null, providerId: 'google.com', providers: ['google.com'] };
const silentChannel: ActivityChannel = { post: () => undefined, subscribe: () => () => undefined };
const instances: Ticketkit[] = [];

function config(overrides: Partial<TicketkitConfig> = {}): TicketkitConfig {
  return {
    host: 'https://api.example.com',
    firebase: { apiKey: 'key', authDomain: 'example.firebaseapp.com', projectId: 'demo-x' },
    storagePrefix: 'tk:',
    signInMode: 'popup',
    ...overrides,
  };
}

function setup(overrides: Partial<TicketkitConfig> = {}, internals: TicketkitInternals = {}) {
  const fb = fakeFirebase();
  const idle: Array<() => void> = [];
  const tk = createTicketkit(config(overrides), {
    loadFirebase: fb.load,
    activityChannel: silentChannel,
    whenIdle: (task) => idle.push(task),
    ...internals,
  });
  instances.push(tk);
  return { tk, fb, runIdle: () => idle.splice(0).forEach((t) => t()) };
}

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  while (instances.length) instances.pop()!.destroy();
  vi.useRealTimers();
});

describe('given a visitor with no stored session who only browses', () => {
  it('is signed out at once and never loads Firebase', async () => {
    const { tk, fb, runIdle } = setup();
    expect(tk.session.getState()).toEqual({ status: 'signed-out', user: null, pending: false, error: null });
    runIdle();
    expect(await tk.auth.getIdToken()).toBeNull();
    expect(tk.auth.isEmailLink('https://x.example/?mode=signIn&oobCode=abc')).toBe(true);
    tk.city.getState().setCity('Mumbai');
    await tk.auth.signOut();
    expect(fb.load).not.toHaveBeenCalled();
  });

  it('loads Firebase when sign-in starts', async () => {
    const { tk, fb } = setup();
    await tk.auth.signInWithProvider('google');
    expect(fb.load).toHaveBeenCalledTimes(1);
    expect(tk.session.getState()).toMatchObject({ status: 'signed-in', pending: false, user: { uid: 'u1', providerId: 'google.com' } });
    expect(tk.storage.get(STORAGE_KEYS.hasVisited)).toBe(true);
  });
});

describe('given a returning visitor with stored userData', () => {
  beforeEach(() => {
    localStorage.setItem('tk:userData', JSON.stringify(storedUser));
  });

  it('shows signed-in at once and loads Firebase only when idle', async () => {
    const { tk, fb, runIdle } = setup();
    expect(tk.session.getState()).toMatchObject({ status: 'signed-in', user: storedUser });
    expect(fb.load).not.toHaveBeenCalled();
    fb.auth.currentUser = fakeUser('u1') as never;
    runIdle();
    await vi.waitFor(() => expect(fb.sdk.onIdTokenChanged).toHaveBeenCalled());
    expect(tk.session.getState().status).toBe('signed-in');
  });

  it('reconciles to signed-out when Firebase has no session', async () => {
    const onSignedOut = vi.fn();
    const { tk, fb } = setup({ onSignedOut });
    fb.auth.currentUser = null;
    await tk.auth.preload();
    expect(tk.session.getState()).toMatchObject({ status: 'signed-out', user: null });
    expect(tk.storage.get(STORAGE_KEYS.userData)).toBeUndefined();
    expect(onSignedOut).toHaveBeenCalledWith('expired');
  });

  it('loads Firebase for a token on a signed-in call', async () => {
    const { tk, fb } = setup();
    fb.auth.currentUser = fakeUser('u1') as never;
    expect(await tk.auth.getIdToken()).toBe('token-u1');
    expect(await tk.auth.getIdToken(true)).toBe('fresh-u1');
  });
});

describe('given a signed-in user who goes idle', () => {
  beforeEach(() => {
    localStorage.setItem('tk:userData', JSON.stringify(storedUser));
    localStorage.setItem('tk:hasVisited', 'true');
    vi.useFakeTimers();
  });

  it('signs out after exactly inactivityTimeoutMs, sets hasVisited false and navigates to /login saying why', async () => {
    const onNavigate = vi.fn();
    const onSignedOut = vi.fn();
    const target = new EventTarget();
    const { tk, fb } = setup({ onNavigate, onSignedOut }, { activityTarget: target });
    fb.auth.currentUser = fakeUser('u1') as never;
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    target.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(HOUR - 1);
    expect(onNavigate).not.toHaveBeenCalled();
    expect(tk.session.getState().status).toBe('signed-in');
    await vi.advanceTimersByTimeAsync(1);
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith('/login?reason=inactivity');
    await vi.waitFor(() => expect(onSignedOut).toHaveBeenCalledWith('inactivity'));
    expect(tk.session.getState()).toMatchObject({ status: 'signed-out', user: null });
    expect(localStorage.getItem('tk:hasVisited')).toBe('false');
    expect(localStorage.getItem('tk:userData')).toBeNull();
    expect(fb.sdk.signOut).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('uses the configured timeout', async () => {
    const onNavigate = vi.fn();
    setup({ onNavigate, inactivityTimeoutMs: 5000 });
    await vi.advanceTimersByTimeAsync(4999);
    expect(onNavigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onNavigate).toHaveBeenCalledWith('/login?reason=inactivity');
  });

  it('sends the person to sign in with the page they were on as the way back', async () => {
    const onNavigate = vi.fn();
    history.pushState(null, '', '/eventbooking/comedy-night/ev_12?session=s_3&q=tt_1.2');
    try {
      setup({ onNavigate, inactivityTimeoutMs: 5000 });
      await vi.advanceTimersByTimeAsync(5000);
      expect(onNavigate).toHaveBeenCalledExactlyOnceWith(`/login?source=${encodeURIComponent('eventbooking/comedy-night/ev_12?session=s_3&q=tt_1.2')}&reason=inactivity`);
    } finally {
      history.pushState(null, '', '/');
    }
  });

  it('stops the timer on sign-out and on destroy', async () => {
    const onNavigate = vi.fn();
    // jsdom queues a 0 ms timer for each storage event; flush those before counting ours.
    const timers = async () => (await vi.advanceTimersByTimeAsync(0), vi.getTimerCount());
    const { tk } = setup({ onNavigate });
    expect(await timers()).toBe(1);
    await tk.auth.signOut();
    expect(await timers(), 'after sign-out').toBe(0);
    localStorage.setItem('tk:userData', JSON.stringify(storedUser));
    const again = setup({ onNavigate });
    expect(await timers(), 'signed in again').toBe(1);
    again.tk.destroy();
    expect(await timers(), 'after destroy').toBe(0);
    await vi.advanceTimersByTimeAsync(HOUR * 2);
    expect(onNavigate).not.toHaveBeenCalled();
  });
});

describe('given a popup that cannot open', () => {
  it.each(['auth/popup-blocked', 'auth/operation-not-supported-in-this-environment'])('falls back to a redirect on %s', async (code) => {
    const { tk, fb } = setup();
    fb.sdk.signInWithPopup.mockRejectedValueOnce(firebaseError(code));
    void tk.auth.signInWithProvider('github');
    await vi.waitFor(() => expect(fb.sdk.signInWithRedirect).toHaveBeenCalledTimes(1));
    expect(tk.storage.get(REDIRECT_PENDING_KEY)).toBe(true);
  });

  it('redirects at once in redirect mode, and on mobile in auto mode', async () => {
    const { tk, fb } = setup({ signInMode: 'redirect' });
    void tk.auth.signInWithProvider('facebook');
    await vi.waitFor(() => expect(fb.sdk.signInWithRedirect).toHaveBeenCalled());
    expect(fb.sdk.signInWithPopup).not.toHaveBeenCalled();

    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' });
    try {
      const mobile = setup({ signInMode: 'auto', storagePrefix: 'm:' });
      expect(mobile.tk.config.requestTimeoutMs).toBe(60_000);
      void mobile.tk.auth.signInWithProvider('twitter');
      await vi.waitFor(() => expect(mobile.fb.sdk.signInWithRedirect).toHaveBeenCalled());
      expect(mobile.fb.sdk.signInWithPopup).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('finishes a pending redirect sign-in as soon as the page loads again', async () => {
    localStorage.setItem('tk:authRedirectPending', 'true');
    const { tk, fb } = setup();
    expect(tk.session.getState().status).toBe('unknown');
    fb.sdk.getRedirectResult.mockImplementationOnce(async () => {
      fb.auth.currentUser = fakeUser('u7') as never;
      return null;
    });
    await vi.waitFor(() => expect(fb.sdk.getRedirectResult).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(tk.session.getState()).toMatchObject({ status: 'signed-in', user: { uid: 'u7' } }));
    expect(localStorage.getItem('tk:authRedirectPending')).toBeNull();
  });

  it('settles to signed-out when the redirect brought no user back', async () => {
    localStorage.setItem('tk:authRedirectPending', 'true');
    const { tk } = setup();
    await vi.waitFor(() => expect(tk.session.getState().status).toBe('signed-out'));
  });
});

describe('given popups that end without a sign-in', () => {
  it('treats a popup replaced by a newer one as no error', async () => {
    const { tk, fb } = setup();
    fb.sdk.signInWithPopup.mockRejectedValueOnce(firebaseError('auth/cancelled-popup-request'));
    await expect(tk.auth.signInWithProvider('google')).resolves.toBeUndefined();
    expect(tk.session.getState()).toMatchObject({ status: 'signed-out', pending: false, error: null });
  });

  it('returns to idle with a gentle note when the person closed the popup', async () => {
    const { tk, fb } = setup();
    fb.sdk.signInWithPopup.mockRejectedValueOnce(firebaseError('auth/popup-closed-by-user'));
    await expect(tk.auth.signInWithProvider('google')).rejects.toMatchObject({ code: 'auth/popup-closed-by-user', severity: 'info' });
    expect(tk.session.getState()).toMatchObject({ status: 'signed-out', pending: false, error: { code: 'auth/popup-closed-by-user' } });
  });

  it('tells the partner which domain to authorise', async () => {
    const { tk, fb } = setup();
    fb.sdk.signInWithPopup.mockRejectedValueOnce(firebaseError('auth/unauthorized-domain'));
    const error = await tk.auth.signInWithProvider('google').then(() => new Error('resolved'), (e: Error) => e);
    expect(error.message).toContain(`add ${location.hostname} to the authorised domains`);
  });

  it('keeps pending while any operation runs', async () => {
    const { tk, fb } = setup();
    let finish!: () => void;
    fb.sdk.signInWithPopup.mockImplementationOnce(() => new Promise((resolve) => (finish = () => resolve(null as never))));
    const first = tk.auth.signInWithProvider('google');
    await vi.waitFor(() => expect(fb.sdk.signInWithPopup).toHaveBeenCalled());
    expect(tk.session.getState().pending).toBe(true);
    finish();
    await first;
    expect(tk.session.getState().pending).toBe(false);
  });
});

describe('given a sign-in older than 5 minutes', () => {
  it('refuses to delete the account before anything is deleted', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    const { tk, fb } = setup({ fetch });
    const user = Object.assign(fakeUser('u1'), { getIdTokenResult: async () => ({ authTime: new Date(Date.now() - 6 * 60_000).toUTCString() }) });
    fb.setUser(user);
    await tk.auth.preload();
    await expect(tk.auth.deleteAccount()).rejects.toMatchObject({ code: 'auth/requires-recent-login' });
    expect(fetch).not.toHaveBeenCalled();
    expect(tk.session.getState()).toMatchObject({ status: 'signed-in', error: { code: 'auth/requires-recent-login' } });
  });
});

describe('given a sign-out that fails', () => {
  it('only logs to the console and never throws', async () => {
    localStorage.setItem('tk:userData', JSON.stringify(storedUser));
    const { tk, fb } = setup();
    fb.sdk.signOut.mockRejectedValueOnce(firebaseError('auth/network-request-failed'));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(tk.auth.signOut()).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith('Ticketkit: sign-out failed', expect.objectContaining({ code: 'auth/network-request-failed' }));
    expect(tk.session.getState()).toMatchObject({ status: 'signed-out', error: null });
    log.mockRestore();
  });
});

describe('the auth language', () => {
  it('follows the locale and takes the language tags the elements take, nothing else', async () => {
    const { tk, fb } = setup({ locale: 'hi' });
    await tk.auth.preload();
    expect(fb.auth.languageCode).toBe('hi');
    tk.auth.setLanguage('en-GB');
    expect(fb.auth.languageCode).toBe('en-GB');
    tk.auth.setLanguage('zh-Hant-TW');
    expect(fb.auth.languageCode).toBe('zh-Hant-TW');
    expect(() => tk.auth.setLanguage('english-uk')).toThrow(expect.objectContaining({ code: 'auth/argument-error' }));
    expect(() => tk.auth.setLanguage('-')).toThrow(expect.objectContaining({ code: 'auth/argument-error' }));
  });
});

describe('destroy', () => {
  it('releases Firebase and its listener', async () => {
    const { tk, fb } = setup();
    await tk.auth.preload();
    tk.destroy();
    expect(fb.dispose).toHaveBeenCalledTimes(1);
    fb.setUser(fakeUser('u9'));
    expect(tk.session.getState().status).toBe('signed-out');
  });
});
