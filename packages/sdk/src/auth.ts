import type { User } from 'firebase/auth';
import type { StoreApi } from 'zustand/vanilla';
import type { TicketkitClient } from './apiClient.ts';
import { LOCALE_PATTERN, type OAuthProviderName, type ResolvedTicketkitConfig, type SignOutReason } from './config.ts';
import type { Flows } from './authFlows.ts';
import { EMAIL_FOR_LINK_KEY, REDIRECT_PENDING_KEY, STORAGE_KEYS } from './constants.ts';
import { TicketkitError, toTicketkitError } from './errors.ts';
import type { FirebaseLoader, LoadedFirebase } from './firebaseLoader.ts';
import { checkPassword, DEFAULT_PASSWORD_POLICY, isEmailSignInLink, type PasswordCheck, type PasswordPolicy } from './password.ts';
import type { KeyValueStorage } from './storage.ts';
import { readStoredUser, type CorporateState, type SessionState } from './stores.ts';

export { EMAIL_FOR_LINK_KEY, REDIRECT_PENDING_KEY } from './constants.ts';

/** A phone number that can receive the second-factor code (from the resolver's hints). */
export interface SecondFactorHint {
  uid: string;
  factorId: string;
  displayName: string | null;
  /** Masked by Firebase, e.g. `+*******3210`. */
  phoneNumber: string | null;
}

/**
 * The second step of a sign-in that failed with `auth/multi-factor-auth-required`: pick a hint,
 * `sendCode` to it (invisible reCAPTCHA in `container`), then `confirm` the SMS code.
 */
export interface MfaChallenge {
  hints: SecondFactorHint[];
  sendCode(hintIndex: number, recaptchaContainer: HTMLElement): Promise<void>;
  confirm(code: string): Promise<void>;
}

/** Tokens from a provider, for `signInWithProviderCredential`. */
export interface ProviderCredential {
  idToken?: string;
  accessToken?: string;
  /** Twitter's OAuth 1.0 token secret. */
  secret?: string;
}

/** What `startPhoneSignIn` resolves to once the SMS is sent. */
export interface PhoneConfirmation {
  confirm(code: string): Promise<void>;
}

/**
 * Sign-in and account operations over the real `firebase/auth`, imported on first use. Every
 * operation sets `session.pending` while it runs and `session.error` (a TicketkitError) when it fails,
 * and rejects with that same TicketkitError. Popup operations fall back to a full-page redirect on
 * `auth/popup-blocked` or `auth/operation-not-supported-in-this-environment`, and use redirect
 * directly in `redirect` mode or on mobile in `auto` mode (the page then navigates away).
 */
export interface TicketkitAuth {
  /** Resolves quietly when a newer popup replaced this one (`auth/cancelled-popup-request`). */
  signInWithProvider(provider: OAuthProviderName): Promise<void>;
  /**
   * Signs in with a credential the page already holds from the provider (Google One Tap's ID token,
   * a native app's access token; Twitter needs `secret` too). No popup or redirect.
   */
  signInWithProviderCredential(provider: OAuthProviderName, credential: ProviderCredential): Promise<void>;
  signInWithEmail(email: string, password: string): Promise<void>;
  signUpWithEmail(email: string, password: string, displayName?: string): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  /** Sends the signed-in person a link that verifies their email (a phone second factor needs a verified email). */
  sendEmailVerification(): Promise<void>;
  /** The project's policy from the auth service; `DEFAULT_PASSWORD_POLICY` (min length 6) when it has none. */
  getPasswordPolicy(): Promise<PasswordPolicy>;
  validatePassword(password: string): Promise<PasswordCheck>;
  /** Sends a sign-in link and remembers the email (storage `emailForSignIn`) for the way back. */
  sendEmailLink(email: string, continueUrl: string): Promise<void>;
  /** Synchronous and without Firebase. */
  isEmailLink(url: string): boolean;
  /** Completes an email-link sign-in; the email defaults to the remembered one (else `auth/missing-email`). */
  completeEmailLink(url: string, email?: string): Promise<void>;
  /** Sends the SMS code (invisible reCAPTCHA rendered into `recaptchaContainer`). */
  startPhoneSignIn(phoneNumber: string, recaptchaContainer: HTMLElement): Promise<PhoneConfirmation>;
  /** Set after a sign-in failed with `auth/multi-factor-auth-required`; null otherwise. */
  readonly mfa: MfaChallenge | null;
  /** Links another provider to the signed-in account (`auth/credential-already-in-use`, `auth/provider-already-linked` explained). */
  linkProvider(provider: OAuthProviderName): Promise<void>;
  /** Re-authentication must be the same user: another account is `auth/user-mismatch` (also for `auth/user-not-found`). */
  reauthenticate(method: OAuthProviderName | { email: string; password: string }): Promise<void>;
  /**
   * Deletes the user's data on the API (`DELETE /me`), then the Firebase account, then signs out.
   * Needs a sign-in within the last 5 minutes, else `auth/requires-recent-login` before anything is deleted.
   */
  deleteAccount(): Promise<void>;
  /** Sends an SMS code to `phoneNumber` to enrol it as a second factor of the signed-in user. */
  enrollPhoneSecondFactor(phoneNumber: string, recaptchaContainer: HTMLElement): Promise<void>;
  confirmEnrollment(code: string, displayName?: string): Promise<void>;
  unenrollSecondFactor(factorUid: string): Promise<void>;
  /** The signed-in user's enrolled second factors. */
  getSecondFactors(): Promise<SecondFactorHint[]>;
  /** The current ID token, or null when signed out. Loads Firebase only when there is a session to ask about. */
  getIdToken(forceRefresh?: boolean): Promise<string | null>;
  /** Sets `auth.languageCode` (at most 6 letters, digits or hyphens; else `auth/argument-error`). */
  setLanguage(code: string): void;
  /** Starts loading Firebase now (e.g. when a sign-in screen shows), so a popup opens within the click. */
  preload(): Promise<void>;
  /** Never throws: a failure is only logged with console.error (the spec). */
  signOut(): Promise<void>;
}

export interface AuthDeps {
  config: ResolvedTicketkitConfig;
  storage: KeyValueStorage;
  session: StoreApi<SessionState>;
  corporate: StoreApi<CorporateState>;
  getApi: () => TicketkitClient;
  load: FirebaseLoader;
}

/** Internal extras for createTicketkit. */
export interface AuthController {
  auth: TicketkitAuth;
  signOut(reason: SignOutReason): Promise<void>;
  destroy(): void;
}

/** The flows that are functions (not the token-sync object). */
type FlowName = { [K in keyof Flows]: Flows[K] extends (...args: never[]) => unknown ? K : never }[keyof Flows];

interface Ready {
  fb: LoadedFirebase;
  flows: Flows;
}

/**
 * The session side of auth, in the entry bundle: state, storage, reconciliation, sign-out, tokens.
 * The flows themselves (authFlows.ts) load with Firebase on first use.
 */
export function createAuth(deps: AuthDeps): AuthController {
  const { config, storage, session, corporate } = deps;
  let loading: Promise<Ready> | null = null;
  let ready: Ready | null = null;
  let unsubscribe: (() => void) | null = null;
  let destroyed = false;
  let signingOut = false;
  let inFlight = 0;
  let language = config.locale;
  let lastProviderId: string | undefined;
  let mfa: MfaChallenge | null = null;
  let policy: Promise<PasswordPolicy> | null = null;

  function applyUser(user: User | null): void {
    // While signing out, Firebase may still report the old user before its own sign-out lands.
    if (destroyed || signingOut) return;
    if (user) {
      const stored = ready!.flows.toStoredUser(user, lastProviderId);
      storage.set(STORAGE_KEYS.userData, stored);
      storage.set(STORAGE_KEYS.hasVisited, true);
      session.setState({ status: 'signed-in', user: stored });
      void user.getIdToken().then(ready!.flows.tokenSync.post, () => undefined);
      return;
    }
    const wasSignedIn = session.getState().status === 'signed-in';
    clearLocal();
    if (wasSignedIn) {
      void ready?.flows.tokenSync.remove();
      config.onSignedOut('expired');
    }
  }

  function clearLocal(): void {
    storage.remove(STORAGE_KEYS.userData);
    storage.set(STORAGE_KEYS.hasVisited, false);
    corporate.getState().setEmployee(null);
    mfa = null;
    ready?.flows.reset();
    session.setState({ status: 'signed-out', user: null });
  }

  function ensure(): Promise<Ready> {
    if (destroyed) return Promise.reject(new TicketkitError('auth/internal-error'));
    loading ??= Promise.all([deps.load(config), import('./authFlows.ts')])
      .then(async ([fb, { createFlows }]) => {
        const flows = createFlows({
          fb,
          config,
          storage,
          getApi: deps.getApi,
          run: (op) => run(op),
          setMfa: (m) => (mfa = m),
          error: (code) => new TicketkitError(code),
          codeOf: (error) => toTicketkitError(error).code,
          keys: { emailForLink: EMAIL_FOR_LINK_KEY, redirectPending: REDIRECT_PENDING_KEY },
        });
        const loaded = { fb, flows };
        if (language) fb.auth.languageCode = language;
        await fb.auth.authStateReady();
        if (storage.get(REDIRECT_PENDING_KEY)) {
          storage.remove(REDIRECT_PENDING_KEY);
          try {
            await fb.sdk.getRedirectResult(fb.auth);
          } catch (error) {
            report(loaded, error, false);
          }
        }
        ready = loaded;
        unsubscribe = fb.sdk.onIdTokenChanged(fb.auth, applyUser);
        if (destroyed) void fb.dispose();
        return loaded;
      })
      .catch((error: unknown) => {
        loading = null;
        throw error instanceof TicketkitError ? error : new TicketkitError('auth/network-request-failed', { cause: error });
      });
    return loading;
  }

  /** Records a failed operation in the session store and returns the error to throw. */
  function report(loaded: Ready | null, caught: unknown, reauth: boolean): TicketkitError {
    let error = toTicketkitError(caught);
    if (reauth && error.code === 'auth/user-not-found') error = new TicketkitError('auth/user-mismatch', { cause: caught });
    if (loaded && error.code === 'auth/multi-factor-auth-required') {
      try {
        mfa = loaded.flows.challenge(caught);
      } catch (inner) {
        error = toTicketkitError(inner);
      }
    }
    session.setState({ error });
    return error;
  }

  /** Sets `pending` while any operation runs and `error` when one fails; applies the resulting user. */
  async function run<T>(op: (flows: Flows) => Promise<T>, options: { reauth?: boolean } = {}): Promise<T | undefined> {
    inFlight += 1;
    session.setState({ pending: true, error: null });
    let loaded: Ready | null = null;
    try {
      loaded = await ensure();
      const result = await op(loaded.flows);
      if (loaded.fb.auth.currentUser) applyUser(loaded.fb.auth.currentUser);
      return result;
    } catch (caught) {
      if (toTicketkitError(caught).code === 'auth/cancelled-popup-request') return undefined;
      throw report(loaded, caught, options.reauth ?? false);
    } finally {
      inFlight -= 1;
      session.setState({ pending: inFlight > 0 });
    }
  }

  async function signOut(reason: SignOutReason): Promise<void> {
    signingOut = true;
    try {
      const hadSession = loading !== null || readStoredUser(storage) !== null;
      clearLocal();
      session.setState({ error: null });
      if (hadSession && !destroyed) {
        const { fb } = await ensure();
        await fb.sdk.signOut(fb.auth);
      }
      await ready?.flows.tokenSync.remove();
    } catch (error) {
      console.error('Ticketkit: sign-out failed', error);
    } finally {
      signingOut = false;
    }
    try {
      config.onSignedOut(reason);
    } catch (error) {
      console.error('Ticketkit: onSignedOut failed', error);
    }
  }

  /** An auth method that runs one flow; `providerId` is remembered for the stored user. */
  const op =
    <K extends FlowName>(name: K, providerId?: string | ((arg: unknown) => string), options?: { reauth?: boolean }) =>
    async (...args: Parameters<Flows[K]>): Promise<void> => {
      if (providerId) lastProviderId = typeof providerId === 'function' ? providerId(args[0]) : providerId;
      await run((f) => (f[name] as (...a: Parameters<Flows[K]>) => Promise<unknown>)(...args), options);
    };
  const oauth = (name: unknown) => `${String(name)}.com`;

  const auth: TicketkitAuth = {
    signInWithProvider: op('signInWithProvider', oauth),
    signInWithProviderCredential: op('signInWithProviderCredential', oauth),
    signInWithEmail: op('signInWithEmail', 'password'),
    signUpWithEmail: op('signUpWithEmail', 'password'),
    sendPasswordReset: op('sendPasswordReset'),
    sendEmailVerification: op('sendEmailVerification'),
    getPasswordPolicy() {
      policy ??= ensure()
        .then(({ flows }) => flows.passwordPolicy())
        .catch(() => DEFAULT_PASSWORD_POLICY);
      return policy;
    },
    async validatePassword(password) {
      return checkPassword(await auth.getPasswordPolicy(), password);
    },
    sendEmailLink: op('sendEmailLink'),
    isEmailLink: isEmailSignInLink,
    completeEmailLink: op('completeEmailLink', 'password'),
    async startPhoneSignIn(phoneNumber, container) {
      lastProviderId = 'phone';
      const confirmation = await run((f) => f.startPhoneSignIn(phoneNumber, container));
      if (!confirmation) throw new TicketkitError('auth/internal-error');
      return confirmation;
    },
    get mfa() {
      return mfa;
    },
    linkProvider: op('linkProvider'),
    reauthenticate: op('reauthenticate', undefined, { reauth: true }),
    async deleteAccount() {
      await run((f) => f.deleteAccount());
      await signOut('user');
    },
    enrollPhoneSecondFactor: op('enrollPhoneSecondFactor'),
    confirmEnrollment: op('confirmEnrollment'),
    unenrollSecondFactor: op('unenrollSecondFactor'),
    async getSecondFactors() {
      return (await ensure()).flows.getSecondFactors();
    },
    async getIdToken(forceRefresh = false) {
      if (!loading && !readStoredUser(storage) && !storage.get(REDIRECT_PENDING_KEY)) return null;
      try {
        const { fb } = await ensure();
        return (await fb.auth.currentUser?.getIdToken(forceRefresh)) ?? null;
      } catch (error) {
        throw toTicketkitError(error);
      }
    },
    setLanguage(code) {
      if (!LOCALE_PATTERN.test(code)) throw new TicketkitError('auth/argument-error', { message: `locale must be at most 6 letters, digits or hyphens, e.g. "hi-IN" (got ${JSON.stringify(code)})` });
      language = code;
      if (ready) ready.fb.auth.languageCode = code;
    },
    async preload() {
      await ensure();
    },
    signOut: () => signOut('user'),
  };

  return {
    auth,
    signOut,
    destroy() {
      destroyed = true;
      unsubscribe?.();
      unsubscribe = null;
      void ready?.fb.dispose();
    },
  };
}
