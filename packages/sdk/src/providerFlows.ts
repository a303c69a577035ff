// Sign-in with Google, Facebook, GitHub and Twitter: by popup or redirect, or with a credential the
// partner already holds.
import type { ProviderCredential } from './authTypes.ts';
import type { OAuthProviderName } from './config.ts';
import type { FlowKit } from './flowKit.ts';

export function providerFlows({ sdk, auth, provider, popupOrRedirect }: FlowKit) {
  return {
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
  };
}
