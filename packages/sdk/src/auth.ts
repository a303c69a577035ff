import type { AuthProvider, MultiFactorResolver, User } from 'firebase/auth';
import type { StoreApi } from 'zustand/vanilla';
import type { TicketkitClient } from './apiClient.ts';
import { LOCALE_PATTERN, type OAuthProviderName, type ResolvedTicketkitConfig, type SignOutReason } from './config.ts';
import { STORAGE_KEYS } from './constants.ts';
import { TicketkitError, toTicketkitError } from './errors.ts';
import type { FirebaseLoader, LoadedFirebase } from './firebaseLoader.ts';
import { checkPassword, DEFAULT_PASSWORD_POLICY, isEmailSignInLink, policyFromFirebase, type PasswordCheck, type PasswordPolicy } from './password.ts';
import type { KeyValueStorage } from './storage.ts';
import { readStoredUser, type CorporateState, type SessionState, type StoredUser } from './stores.ts';
import { createTokenSync } from './tokenSync.ts';

/** Storage keys of our own (beside the spec's), under the same prefix. */
export const EMAIL_FOR_LINK_KEY = 'emailForSignIn';
export const REDIRECT_PENDING_KEY = 'authRedirectPending';

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
  /** Whether Firebase is (being) loaded. */
  readonly loaded: boolean;
  destroy(): void;
}

const PROVIDER_CLASSES = {
  google: 'GoogleAuthProvider',
  facebook: 'FacebookAuthProvider',
  github: 'GithubAuthProvider',
  twitter: 'TwitterAuthProvider',
} as const;

const REDIRECT_FALLBACK = new Set(['auth/popup-blocked', 'auth/operation-not-supported-in-this-environment']);
const RECENT_LOGIN_MS = 5 * 60 * 1000;

export function toStoredUser(user: User, providerId?: string): StoredUser {
  const providers = user.providerData.map((p) => p.providerId);
  return {
    uid: user.uid,
    displayName: user.displayName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    photoURL: user.photoURL,
    providerId: providerId ?? providers[0] ?? user.providerId,
    providers,
  };
}

export function createAuth(deps: AuthDeps): AuthController {
  const { config, storage, session, corporate } = deps;
  const tokenSync = createTokenSync(config);
  let loading: Promise<LoadedFirebase> | null = null;
  let loaded: LoadedFirebase | null = null;
  let unsubscribe: (() => void) | null = null;
  let destroyed = false;
  let signingOut = false;
  let inFlight = 0;
  let language = config.locale;
  let lastProviderId: string | undefined;
  let mfa: MfaChallenge | null = null;
  let enrollment: string | null = null;
  let policy: Promise<PasswordPolicy> | null = null;

  function applyUser(user: User | null): void {
    // While signing out, Firebase may still report the old user before its own sign-out lands.
    if (destroyed || signingOut) return;
    if (user) {
      const stored = toStoredUser(user, lastProviderId);
      storage.set(STORAGE_KEYS.userData, stored);
      storage.set(STORAGE_KEYS.hasVisited, true);
      session.setState({ status: 'signed-in', user: stored });
      void user.getIdToken().then(tokenSync.post, () => undefined);
      return;
    }
    const wasSignedIn = session.getState().status === 'signed-in';
    clearLocal();
    if (wasSignedIn) {
      void tokenSync.remove();
      config.onSignedOut('expired');
    }
  }

  function clearLocal(): void {
    storage.remove(STORAGE_KEYS.userData);
    storage.set(STORAGE_KEYS.hasVisited, false);
    corporate.getState().setEmployee(null);
    mfa = null;
    enrollment = null;
    session.setState({ status: 'signed-out', user: null });
  }

  function ensure(): Promise<LoadedFirebase> {
    if (destroyed) return Promise.reject(new TicketkitError('auth/internal-error'));
    loading ??= deps
      .load(config)
      .then(async (fb) => {
        if (language) fb.auth.languageCode = language;
        await fb.auth.authStateReady();
        if (storage.get(REDIRECT_PENDING_KEY)) {
          storage.remove(REDIRECT_PENDING_KEY);
          try {
            await fb.sdk.getRedirectResult(fb.auth);
          } catch (error) {
            report(fb, error, false);
          }
        }
        unsubscribe = fb.sdk.onIdTokenChanged(fb.auth, applyUser);
        loaded = fb;
        if (destroyed) void fb.dispose();
        return fb;
      })
      .catch((error: unknown) => {
        loading = null;
        throw error instanceof TicketkitError ? error : new TicketkitError('auth/network-request-failed', { cause: error });
      });
    return loading;
  }

  /** Records a failed operation in the session store and returns the error to throw. */
  function report(fb: LoadedFirebase | null, caught: unknown, reauth: boolean): TicketkitError {
    let error = toTicketkitError(caught);
    if (reauth && error.code === 'auth/user-not-found') error = new TicketkitError('auth/user-mismatch', { cause: caught });
    if (fb && error.code === 'auth/multi-factor-auth-required') {
      try {
        mfa = challenge(fb, fb.sdk.getMultiFactorResolver(fb.auth, caught as Parameters<typeof fb.sdk.getMultiFactorResolver>[1]));
      } catch (inner) {
        error = toTicketkitError(inner);
      }
    }
    session.setState({ error });
    return error;
  }

  async function run<T>(op: (fb: LoadedFirebase) => Promise<T>, options: { reauth?: boolean } = {}): Promise<T | undefined> {
    inFlight += 1;
    session.setState({ pending: true, error: null });
    let fb: LoadedFirebase | null = null;
    try {
      fb = await ensure();
      const result = await op(fb);
      if (fb.auth.currentUser) applyUser(fb.auth.currentUser);
      return result;
    } catch (caught) {
      if (toTicketkitError(caught).code === 'auth/cancelled-popup-request') return undefined;
      throw report(fb, caught, options.reauth ?? false);
    } finally {
      inFlight -= 1;
      session.setState({ pending: inFlight > 0 });
    }
  }

  function currentUser(fb: LoadedFirebase): User {
    const user = fb.auth.currentUser;
    if (!user) throw new TicketkitError('auth/no-current-user');
    return user;
  }

  function provider(fb: LoadedFirebase, name: OAuthProviderName): AuthProvider {
    if (!config.providers.includes(name) || !(name in PROVIDER_CLASSES)) throw new TicketkitError('auth/provider-disabled');
    return new fb.sdk[PROVIDER_CLASSES[name]]();
  }

  /** Popup first; redirect in redirect mode, on mobile in auto mode, or when popups cannot work. */
  async function popupOrRedirect(popup: () => Promise<unknown>, redirect: () => Promise<unknown>): Promise<void> {
    const mode = config.signInMode === 'auto' ? (config.mobile ? 'redirect' : 'popup') : config.signInMode;
    const viaRedirect = async () => {
      storage.set(REDIRECT_PENDING_KEY, true);
      await redirect();
    };
    if (mode === 'redirect') return viaRedirect();
    try {
      await popup();
    } catch (error) {
      if (!REDIRECT_FALLBACK.has(toTicketkitError(error).code)) throw error;
      await viaRedirect();
    }
  }

  function verifier(fb: LoadedFirebase, container: HTMLElement) {
    return new fb.sdk.RecaptchaVerifier(fb.auth, container, { size: 'invisible' });
  }

  function challenge(fb: LoadedFirebase, resolver: MultiFactorResolver): MfaChallenge {
    let verificationId: string | null = null;
    return {
      hints: resolver.hints.map((h) => ({ uid: h.uid, factorId: h.factorId, displayName: h.displayName ?? null, phoneNumber: 'phoneNumber' in h ? String(h.phoneNumber) : null })),
      async sendCode(hintIndex, container) {
        await run(async () => {
          const hint = resolver.hints[hintIndex];
          if (!hint) throw new TicketkitError('auth/missing-multi-factor-info');
          const v = verifier(fb, container);
          try {
            verificationId = await new fb.sdk.PhoneAuthProvider(fb.auth).verifyPhoneNumber({ multiFactorHint: hint, session: resolver.session }, v);
          } finally {
            v.clear();
          }
        });
      },
      async confirm(code) {
        await run(async () => {
          if (!verificationId) throw new TicketkitError('auth/missing-multi-factor-session');
          const credential = fb.sdk.PhoneAuthProvider.credential(verificationId, code);
          await resolver.resolveSignIn(fb.sdk.PhoneMultiFactorGenerator.assertion(credential));
          mfa = null;
        });
      },
    };
  }

  async function signOut(reason: SignOutReason): Promise<void> {
    signingOut = true;
    try {
      const hadSession = loaded !== null || loading !== null || readStoredUser(storage) !== null;
      clearLocal();
      session.setState({ error: null });
      if (hadSession && !destroyed) {
        const fb = await ensure();
        await fb.sdk.signOut(fb.auth);
      }
      await tokenSync.remove();
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

  const auth: TicketkitAuth = {
    async signInWithProvider(name) {
      lastProviderId = `${name}.com`;
      await run((fb) => {
        const p = provider(fb, name);
        return popupOrRedirect(
          () => fb.sdk.signInWithPopup(fb.auth, p),
          () => fb.sdk.signInWithRedirect(fb.auth, p),
        );
      });
    },
    async signInWithProviderCredential(name, { idToken, accessToken, secret }) {
      lastProviderId = `${name}.com`;
      await run((fb) => {
        provider(fb, name);
        const { GoogleAuthProvider, FacebookAuthProvider, GithubAuthProvider, TwitterAuthProvider } = fb.sdk;
        const token = accessToken ?? idToken ?? '';
        const credential =
          name === 'google'
            ? GoogleAuthProvider.credential(idToken ?? null, accessToken ?? null)
            : name === 'facebook'
              ? FacebookAuthProvider.credential(token)
              : name === 'github'
                ? GithubAuthProvider.credential(token)
                : TwitterAuthProvider.credential(token, secret ?? '');
        return fb.sdk.signInWithCredential(fb.auth, credential);
      });
    },
    async signInWithEmail(email, password) {
      lastProviderId = 'password';
      await run((fb) => fb.sdk.signInWithEmailAndPassword(fb.auth, email, password));
    },
    async signUpWithEmail(email, password, displayName) {
      lastProviderId = 'password';
      await run(async (fb) => {
        const { user } = await fb.sdk.createUserWithEmailAndPassword(fb.auth, email, password);
        if (displayName) await fb.sdk.updateProfile(user, { displayName });
      });
    },
    async sendPasswordReset(email) {
      await run((fb) => fb.sdk.sendPasswordResetEmail(fb.auth, email));
    },
    getPasswordPolicy() {
      policy ??= ensure()
        .then((fb) => fb.sdk.validatePassword(fb.auth, ''))
        .then((status) => policyFromFirebase(status.passwordPolicy.customStrengthOptions))
        .catch(() => DEFAULT_PASSWORD_POLICY);
      return policy;
    },
    async validatePassword(password) {
      return checkPassword(await auth.getPasswordPolicy(), password);
    },
    async sendEmailLink(email, continueUrl) {
      await run((fb) => fb.sdk.sendSignInLinkToEmail(fb.auth, email, { url: continueUrl, handleCodeInApp: true }));
      storage.set(EMAIL_FOR_LINK_KEY, email);
    },
    isEmailLink: isEmailSignInLink,
    async completeEmailLink(url, email) {
      lastProviderId = 'password';
      await run(async (fb) => {
        const address = email ?? storage.get<string>(EMAIL_FOR_LINK_KEY);
        if (!address) throw new TicketkitError('auth/missing-email');
        await fb.sdk.signInWithEmailLink(fb.auth, address, url);
        storage.remove(EMAIL_FOR_LINK_KEY);
      });
    },
    async startPhoneSignIn(phoneNumber, container) {
      lastProviderId = 'phone';
      const confirmation = await run(async (fb) => {
        const v = verifier(fb, container);
        try {
          return await fb.sdk.signInWithPhoneNumber(fb.auth, phoneNumber, v);
        } finally {
          v.clear();
        }
      });
      if (!confirmation) throw new TicketkitError('auth/internal-error');
      return {
        async confirm(code) {
          await run(() => confirmation.confirm(code));
        },
      };
    },
    get mfa() {
      return mfa;
    },
    async linkProvider(name) {
      await run((fb) => {
        const user = currentUser(fb);
        const p = provider(fb, name);
        return popupOrRedirect(
          () => fb.sdk.linkWithPopup(user, p),
          () => fb.sdk.linkWithRedirect(user, p),
        );
      });
    },
    async reauthenticate(method) {
      await run(
        (fb): Promise<unknown> => {
          const user = currentUser(fb);
          if (typeof method === 'object') {
            return fb.sdk.reauthenticateWithCredential(user, fb.sdk.EmailAuthProvider.credential(method.email, method.password));
          }
          const p = provider(fb, method);
          return popupOrRedirect(
            () => fb.sdk.reauthenticateWithPopup(user, p),
            () => fb.sdk.reauthenticateWithRedirect(user, p),
          );
        },
        { reauth: true },
      );
    },
    async deleteAccount() {
      await run(async (fb) => {
        const user = currentUser(fb);
        const { authTime } = await user.getIdTokenResult();
        if (Date.now() - Date.parse(authTime) > RECENT_LOGIN_MS) throw new TicketkitError('auth/requires-recent-login');
        await deps.getApi().deleteMe();
        await fb.sdk.deleteUser(user);
      });
      await signOut('user');
    },
    async enrollPhoneSecondFactor(phoneNumber, container) {
      await run(async (fb) => {
        const mfaSession = await fb.sdk.multiFactor(currentUser(fb)).getSession();
        const v = verifier(fb, container);
        try {
          enrollment = await new fb.sdk.PhoneAuthProvider(fb.auth).verifyPhoneNumber({ phoneNumber, session: mfaSession }, v);
        } finally {
          v.clear();
        }
      });
    },
    async confirmEnrollment(code, displayName) {
      await run(async (fb) => {
        if (!enrollment) throw new TicketkitError('auth/missing-multi-factor-session');
        const credential = fb.sdk.PhoneAuthProvider.credential(enrollment, code);
        await fb.sdk.multiFactor(currentUser(fb)).enroll(fb.sdk.PhoneMultiFactorGenerator.assertion(credential), displayName ?? null);
        enrollment = null;
      });
    },
    async unenrollSecondFactor(factorUid) {
      await run((fb) => fb.sdk.multiFactor(currentUser(fb)).unenroll(factorUid));
    },
    async getSecondFactors() {
      const fb = await ensure();
      const user = fb.auth.currentUser;
      if (!user) return [];
      return fb.sdk.multiFactor(user).enrolledFactors.map((f) => ({ uid: f.uid, factorId: f.factorId, displayName: f.displayName ?? null, phoneNumber: 'phoneNumber' in f ? String(f.phoneNumber) : null }));
    },
    async getIdToken(forceRefresh = false) {
      if (!loaded && !loading && !readStoredUser(storage) && !storage.get(REDIRECT_PENDING_KEY)) return null;
      try {
        const fb = await ensure();
        return (await fb.auth.currentUser?.getIdToken(forceRefresh)) ?? null;
      } catch (error) {
        throw toTicketkitError(error);
      }
    },
    setLanguage(code) {
      if (!LOCALE_PATTERN.test(code)) throw new TicketkitError('auth/argument-error', { message: `The auth language code must be at most 6 letters, digits or hyphens (got ${JSON.stringify(code)}).` });
      language = code;
      if (loaded) loaded.auth.languageCode = code;
    },
    async preload() {
      await ensure();
    },
    signOut: () => signOut('user'),
  };

  return {
    auth,
    signOut,
    get loaded() {
      return loading !== null;
    },
    destroy() {
      destroyed = true;
      unsubscribe?.();
      unsubscribe = null;
      void loaded?.dispose();
    },
  };
}
