import { LOCALE_PATTERN } from '@ticketkit/contract/rules';
import type { SignOutReason } from './config.ts';
import type { Flows } from './authFlows.ts';
import { createAuthRunner } from './authRunner.ts';
import { createAuthState, createSessionWriter } from './authSession.ts';
import type { AuthController, AuthDeps, TicketkitAuth } from './authTypes.ts';
import { REDIRECT_PENDING_KEY } from './constants.ts';
import { TicketkitError, toTicketkitError } from './errors.ts';
import { checkPassword, DEFAULT_PASSWORD_POLICY, isEmailSignInLink, type PasswordPolicy } from './password.ts';
import { readStoredUser } from './stores.ts';

export { EMAIL_FOR_LINK_KEY, REDIRECT_PENDING_KEY } from './constants.ts';

/** The flows that are functions (not the token-sync object). */
type FlowName = { [K in keyof Flows]: Flows[K] extends (...args: never[]) => unknown ? K : never }[keyof Flows];

/**
 * The session side of auth, in the entry bundle: the state it keeps (authSession.ts), loading
 * Firebase and running operations (authRunner.ts), sign-out, and the public methods. The flows
 * themselves (authFlows.ts) load with Firebase on first use.
 */
export function createAuth(deps: AuthDeps): AuthController {
  const { config, storage, session } = deps;
  const state = createAuthState(config.locale);
  const writer = createSessionWriter(deps, state);
  const { ensure, run, started, unsubscribe } = createAuthRunner(deps, state, writer);
  let policy: Promise<PasswordPolicy> | null = null;

  async function signOut(reason: SignOutReason): Promise<void> {
    state.signingOut = true;
    try {
      const hadSession = started() || readStoredUser(storage) !== null;
      writer.clearLocal();
      session.setState({ error: null });
      if (hadSession && !state.destroyed) {
        const { fb } = await ensure();
        await fb.sdk.signOut(fb.auth);
      }
      await state.ready?.flows.tokenSync.remove();
    } catch (error) {
      console.error('Ticketkit: sign-out failed', error);
    } finally {
      state.signingOut = false;
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
      if (providerId) state.lastProviderId = typeof providerId === 'function' ? providerId(args[0]) : providerId;
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
      state.lastProviderId = 'phone';
      const confirmation = await run((f) => f.startPhoneSignIn(phoneNumber, container));
      if (!confirmation) throw new TicketkitError('auth/internal-error');
      return confirmation;
    },
    get mfa() {
      return state.mfa;
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
      if (!started() && !readStoredUser(storage) && !storage.get(REDIRECT_PENDING_KEY)) return null;
      try {
        const { fb } = await ensure();
        return (await fb.auth.currentUser?.getIdToken(forceRefresh)) ?? null;
      } catch (error) {
        throw toTicketkitError(error);
      }
    },
    setLanguage(code) {
      if (!LOCALE_PATTERN.test(code)) throw new TicketkitError('auth/argument-error', { message: `locale must be a language tag, e.g. "hi" or "hi-IN" (got ${JSON.stringify(code)})` });
      state.language = code;
      if (state.ready) state.ready.fb.auth.languageCode = code;
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
      state.destroyed = true;
      unsubscribe();
      void state.ready?.fb.dispose();
    },
  };
}
