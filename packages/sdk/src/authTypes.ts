import type { TicketkitClient } from './apiClient.ts';
import type { OAuthProviderName, ResolvedTicketkitConfig, SignOutReason } from './config.ts';
import type { FirebaseLoader } from './firebaseLoader.ts';
import type { PasswordCheck, PasswordPolicy } from './password.ts';
import type { KeyValueStorage } from './storage.ts';
import type { StoreApi } from 'zustand/vanilla';
import type { CorporateState, SessionState } from './stores.ts';

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
  /** Sets `auth.languageCode` (a language tag such as `hi-IN`; else `auth/argument-error`). */
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
