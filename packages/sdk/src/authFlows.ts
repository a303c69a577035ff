// The sign-in and account flows over firebase/auth. Loaded lazily together with Firebase (see
// authRunner.ts): a visitor who only browses downloads neither.
import type { AuthProvider, MultiFactorError, MultiFactorResolver, User } from 'firebase/auth';
import type { TicketkitClient } from './apiClient.ts';
import type { MfaChallenge, PhoneConfirmation, ProviderCredential, SecondFactorHint } from './authTypes.ts';
import type { OAuthProviderName, ProviderName, ResolvedTicketkitConfig } from './config.ts';
import type { TicketkitError } from './errors.ts';
import type { LoadedFirebase } from './firebaseLoader.ts';
import type { PasswordPolicy } from './password.ts';
import type { KeyValueStorage } from './storage.ts';
import type { StoredUser } from './stores.ts';
import { createTokenSync } from './tokenSync.ts';

export interface FlowContext {
  fb: LoadedFirebase;
  config: ResolvedTicketkitConfig;
  storage: KeyValueStorage;
  getApi(): TicketkitClient;
  /** Runs a later step (MFA code, confirmation) with the same pending/error bookkeeping. */
  run<T>(op: () => Promise<T>): Promise<T | undefined>;
  setMfa(challenge: MfaChallenge | null): void;
  /**
   * Passed in rather than imported so that this lazy chunk shares no module with the entry
   * (a shared chunk would cost the entry an extra file and its import/export glue).
   */
  error(code: string): TicketkitError;
  codeOf(error: unknown): string;
  keys: { emailForLink: string; redirectPending: string };
}

export type Flows = ReturnType<typeof createFlows>;

const PROVIDER_CLASSES = {
  google: 'GoogleAuthProvider',
  facebook: 'FacebookAuthProvider',
  github: 'GithubAuthProvider',
  twitter: 'TwitterAuthProvider',
} as const;
const REDIRECT_FALLBACK = new Set(['auth/popup-blocked', 'auth/operation-not-supported-in-this-environment']);
const RECENT_LOGIN_MS = 5 * 60 * 1000;

function hint(factor: { uid: string; factorId: string; displayName?: string | null }): SecondFactorHint {
  return { uid: factor.uid, factorId: factor.factorId, displayName: factor.displayName ?? null, phoneNumber: 'phoneNumber' in factor ? String(factor.phoneNumber) : null };
}

export function createFlows(ctx: FlowContext) {
  const { fb, config, storage, error: fail, keys } = ctx;
  const { sdk, auth } = fb;
  let enrollment: string | null = null;
  const tokenSync = createTokenSync(config);

  const currentUser = (): User => {
    if (!auth.currentUser) throw fail('auth/no-current-user');
    return auth.currentUser;
  };

  /** Refuses a sign-in method the partner did not enable in `providers`. */
  const need = (method: ProviderName) => {
    if (!config.providers.includes(method)) throw fail('auth/provider-disabled');
  };

  const provider = (name: OAuthProviderName): AuthProvider => {
    need(name);
    if (!(name in PROVIDER_CLASSES)) throw fail('auth/provider-disabled');
    return new sdk[PROVIDER_CLASSES[name]]();
  };

  /** Popup first; redirect in redirect mode, on mobile in auto mode, or when popups cannot work. */
  const popupOrRedirect = async (popup: () => Promise<unknown>, redirect: () => Promise<unknown>): Promise<void> => {
    const mode = config.signInMode === 'auto' ? (config.mobile ? 'redirect' : 'popup') : config.signInMode;
    const viaRedirect = async () => {
      storage.set(keys.redirectPending, true);
      await redirect();
    };
    if (mode === 'redirect') return viaRedirect();
    try {
      await popup();
    } catch (error) {
      if (!REDIRECT_FALLBACK.has(ctx.codeOf(error))) throw error;
      await viaRedirect();
    }
  };

  /** Runs `send` with an invisible reCAPTCHA in `container`, removed afterwards. */
  const withVerifier = async <T>(container: HTMLElement, send: (verifier: InstanceType<typeof sdk.RecaptchaVerifier>) => Promise<T>): Promise<T> => {
    const verifier = new sdk.RecaptchaVerifier(auth, container, { size: 'invisible' });
    try {
      return await send(verifier);
    } finally {
      verifier.clear();
    }
  };

  const phoneCredential = (verificationId: string, code: string) => sdk.PhoneMultiFactorGenerator.assertion(sdk.PhoneAuthProvider.credential(verificationId, code));

  return {
    toStoredUser,
    tokenSync,
    reset() {
      enrollment = null;
    },

    /** The second step after `auth/multi-factor-auth-required`. */
    challenge(error: unknown): MfaChallenge {
      const resolver: MultiFactorResolver = sdk.getMultiFactorResolver(auth, error as MultiFactorError);
      let verificationId: string | null = null;
      return {
        hints: resolver.hints.map(hint),
        async sendCode(hintIndex, container) {
          await ctx.run(async () => {
            const multiFactorHint = resolver.hints[hintIndex];
            if (!multiFactorHint) throw fail('auth/missing-multi-factor-info');
            verificationId = await withVerifier(container, (v) => new sdk.PhoneAuthProvider(auth).verifyPhoneNumber({ multiFactorHint, session: resolver.session }, v));
          });
        },
        async confirm(code) {
          await ctx.run(async () => {
            if (!verificationId) throw fail('auth/missing-multi-factor-session');
            await resolver.resolveSignIn(phoneCredential(verificationId, code));
            ctx.setMfa(null);
          });
        },
      };
    },

    signInWithProvider(name: OAuthProviderName) {
      const p = provider(name);
      return popupOrRedirect(
        () => sdk.signInWithPopup(auth, p),
        () => sdk.signInWithRedirect(auth, p),
      );
    },

    signInWithProviderCredential(name: OAuthProviderName, { idToken, accessToken, secret }: ProviderCredential) {
      provider(name);
      const token = accessToken ?? idToken ?? '';
      const credential =
        name === 'google'
          ? sdk.GoogleAuthProvider.credential(idToken ?? null, accessToken ?? null)
          : name === 'facebook'
            ? sdk.FacebookAuthProvider.credential(token)
            : name === 'github'
              ? sdk.GithubAuthProvider.credential(token)
              : sdk.TwitterAuthProvider.credential(token, secret ?? '');
      return sdk.signInWithCredential(auth, credential);
    },

    signInWithEmail: async (email: string, password: string) => (need('password'), sdk.signInWithEmailAndPassword(auth, email, password)),

    async signUpWithEmail(email: string, password: string, displayName?: string) {
      need('password');
      const { user } = await sdk.createUserWithEmailAndPassword(auth, email, password);
      if (!displayName) return;
      await sdk.updateProfile(user, { displayName });
      // The token minted at sign-up has no name claim, and the API makes the profile from the token:
      // a new token carries the name to it.
      await user.getIdToken(true);
    },

    sendPasswordReset: (email: string) => sdk.sendPasswordResetEmail(auth, email),

    sendEmailVerification: () => sdk.sendEmailVerification(currentUser()),

    async passwordPolicy(): Promise<PasswordPolicy> {
      const status = await sdk.validatePassword(auth, '');
      return policyFromFirebase(status.passwordPolicy.customStrengthOptions);
    },

    async sendEmailLink(email: string, continueUrl: string) {
      need('emailLink');
      await sdk.sendSignInLinkToEmail(auth, email, { url: continueUrl, handleCodeInApp: true });
      storage.set(keys.emailForLink, email);
    },

    async completeEmailLink(url: string, email?: string) {
      const address = email ?? storage.get<string>(keys.emailForLink);
      if (!address) throw fail('auth/missing-email');
      await sdk.signInWithEmailLink(auth, address, url);
      storage.remove(keys.emailForLink);
    },

    async startPhoneSignIn(phoneNumber: string, container: HTMLElement): Promise<PhoneConfirmation> {
      need('phone');
      const confirmation = await withVerifier(container, (v) => sdk.signInWithPhoneNumber(auth, phoneNumber, v));
      return {
        async confirm(code) {
          await ctx.run(() => confirmation.confirm(code));
        },
      };
    },

    linkProvider(name: OAuthProviderName) {
      const user = currentUser();
      const p = provider(name);
      return popupOrRedirect(
        () => sdk.linkWithPopup(user, p),
        () => sdk.linkWithRedirect(user, p),
      );
    },

    reauthenticate(method: OAuthProviderName | { email: string; password: string }): Promise<unknown> {
      const user = currentUser();
      if (typeof method === 'object') return sdk.reauthenticateWithCredential(user, sdk.EmailAuthProvider.credential(method.email, method.password));
      const p = provider(method);
      return popupOrRedirect(
        () => sdk.reauthenticateWithPopup(user, p),
        () => sdk.reauthenticateWithRedirect(user, p),
      );
    },

    /** API data first (it needs the token), then the account; refused up front unless the sign-in is recent. */
    async deleteAccount() {
      const user = currentUser();
      const { authTime } = await user.getIdTokenResult();
      if (Date.now() - Date.parse(authTime) > RECENT_LOGIN_MS) throw fail('auth/requires-recent-login');
      await ctx.getApi().deleteMe();
      await sdk.deleteUser(user);
    },

    async enrollPhoneSecondFactor(phoneNumber: string, container: HTMLElement) {
      const session = await sdk.multiFactor(currentUser()).getSession();
      enrollment = await withVerifier(container, (v) => new sdk.PhoneAuthProvider(auth).verifyPhoneNumber({ phoneNumber, session }, v));
    },

    async confirmEnrollment(code: string, displayName?: string) {
      if (!enrollment) throw fail('auth/missing-multi-factor-session');
      // Without a name the field is left out: the service refuses a null one.
      await sdk.multiFactor(currentUser()).enroll(phoneCredential(enrollment, code), displayName || undefined);
      enrollment = null;
    },

    unenrollSecondFactor: (factorUid: string) => sdk.multiFactor(currentUser()).unenroll(factorUid),

    getSecondFactors: async (): Promise<SecondFactorHint[]> => (auth.currentUser ? sdk.multiFactor(auth.currentUser).enrolledFactors.map(hint) : []),
  };
}

/** Firebase's `customStrengthOptions` shape, turned into our policy. */
export function policyFromFirebase(options: {
  minPasswordLength?: number;
  maxPasswordLength?: number;
  containsLowercaseLetter?: boolean;
  containsUppercaseLetter?: boolean;
  containsNumericCharacter?: boolean;
  containsNonAlphanumericCharacter?: boolean;
}): PasswordPolicy {
  const policy: PasswordPolicy = {
    minLength: options.minPasswordLength ?? 6, // the service's default, as DEFAULT_PASSWORD_POLICY
    requireLowercase: options.containsLowercaseLetter ?? false,
    requireUppercase: options.containsUppercaseLetter ?? false,
    requireNumeric: options.containsNumericCharacter ?? false,
    requireNonAlphanumeric: options.containsNonAlphanumericCharacter ?? false,
  };
  if (options.maxPasswordLength !== undefined) policy.maxLength = options.maxPasswordLength;
  return policy;
}

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
