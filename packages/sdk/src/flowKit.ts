// What every group of flows (authFlows.ts) needs: the signed-in user, the enabled-provider check,
// popup-or-redirect and the invisible reCAPTCHA.
import type { AuthProvider, User } from 'firebase/auth';
import type { FlowContext } from './authFlows.ts';
import type { SecondFactorHint } from './authTypes.ts';
import type { OAuthProviderName, ProviderName } from './config.ts';

const PROVIDER_CLASSES = {
  google: 'GoogleAuthProvider',
  facebook: 'FacebookAuthProvider',
  github: 'GithubAuthProvider',
  twitter: 'TwitterAuthProvider',
} as const;
const REDIRECT_FALLBACK = new Set(['auth/popup-blocked', 'auth/operation-not-supported-in-this-environment']);

export type FlowKit = ReturnType<typeof createFlowKit>;

export function hint(factor: { uid: string; factorId: string; displayName?: string | null }): SecondFactorHint {
  return { uid: factor.uid, factorId: factor.factorId, displayName: factor.displayName ?? null, phoneNumber: 'phoneNumber' in factor ? String(factor.phoneNumber) : null };
}

export function createFlowKit(ctx: FlowContext) {
  const { fb, config, storage, error: fail, keys } = ctx;
  const { sdk, auth } = fb;

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

  return { ctx, sdk, auth, fail, currentUser, need, provider, popupOrRedirect, withVerifier };
}
