// What a signed-in person does to their account: link another provider, sign in again, delete it.
import type { OAuthProviderName } from './config.ts';
import type { FlowKit } from './flowKit.ts';

const RECENT_LOGIN_MS = 5 * 60 * 1000;

export function accountFlows({ ctx, sdk, fail, currentUser, provider, popupOrRedirect }: FlowKit) {
  return {
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
  };
}
