import type { OAuthProviderName, ProviderName } from '@ticketkit/sdk';
import type { WidgetSdk } from './types.ts';

/** The ways of signing in the screens offer, as the SDK's config enables them. */
export type SignInProvider = OAuthProviderName;
export const SIGN_IN_PROVIDERS: readonly SignInProvider[] = ['google', 'facebook', 'github', 'twitter'];

export type LoginMethodName = 'password' | 'link' | 'phone';

/** The email and phone ways of signing in the SDK's config enables. */
export function enabledMethods(sdk: Pick<WidgetSdk, 'config'>): LoginMethodName[] {
  const list = sdk.config?.providers;
  const all: [LoginMethodName, ProviderName][] = [['password', 'password'], ['link', 'emailLink'], ['phone', 'phone']];
  return all.filter(([, p]) => !list || list.includes(p)).map(([m]) => m);
}

/** OAuth providers the SDK's config enables (all four when it does not say). */
export function enabledProviders(sdk: Pick<WidgetSdk, 'config'>): SignInProvider[] {
  const list = sdk.config?.providers;
  return SIGN_IN_PROVIDERS.filter((p) => !list || list.includes(p));
}
