import type { CorporateState, KeyValueStorage, OAuthProviderName, ProviderName, SessionState, TicketkitAuth, TicketkitClient } from '@ticketkit/sdk';
import { useTicketkit } from '../../context/TicketkitProvider.tsx';
import type { ReadableStore, WidgetSdk } from '../../sdk/types.ts';

/**
 * The part of the SDK (`createTicketkit(config)` from @ticketkit/sdk) that the account, tickets,
 * rewards, hosting, search and corporate screens use, as sdk/types.ts does for the booking
 * screens: the real instance satisfies it, tests pass a fake of just this.
 */
export type SignInProvider = OAuthProviderName;
export const SIGN_IN_PROVIDERS: readonly SignInProvider[] = ['google', 'facebook', 'github', 'twitter'];

export type AccountApi = Pick<
  TicketkitClient,
  | 'getMe'
  | 'updateMe'
  | 'deleteMe'
  | 'listMyBookings'
  | 'getBooking'
  | 'getMyRewards'
  | 'createHostedEvent'
  | 'listMyHostedEvents'
  | 'search'
  | 'listCities'
  | 'listCategories'
  | 'getCompany'
  | 'getCorporateMe'
  | 'listCompanyEvents'
  | 'getCompanyEvent'
  | 'listCompanyEventCities'
  | 'listCompanySessions'
  | 'listCompanyTicketTypes'
  | 'listCorporateBookings'
>;

export type AccountAuth = Pick<
  TicketkitAuth,
  | 'signInWithProvider'
  | 'signInWithEmail'
  | 'signUpWithEmail'
  | 'sendPasswordReset'
  | 'getPasswordPolicy'
  | 'sendEmailLink'
  | 'isEmailLink'
  | 'completeEmailLink'
  | 'startPhoneSignIn'
  | 'mfa'
  | 'linkProvider'
  | 'reauthenticate'
  | 'deleteAccount'
  | 'sendEmailVerification'
  | 'enrollPhoneSecondFactor'
  | 'confirmEnrollment'
  | 'unenrollSecondFactor'
  | 'getSecondFactors'
  | 'signOut'
  | 'preload'
>;

export type AccountUser = NonNullable<SessionState['user']>;
export type DraftStorage = Pick<KeyValueStorage, 'get' | 'set' | 'remove'>;

export interface AccountSdk extends Omit<WidgetSdk, 'api' | 'session'> {
  config: { providers: readonly ProviderName[] };
  api: WidgetSdk['api'] & AccountApi;
  session: ReadableStore<SessionState>;
  auth: AccountAuth;
  corporate: ReadableStore<CorporateState>;
  storage: DraftStorage;
}

/** The SDK from the provider, as the account screens use it. */
export function useAccountSdk(): AccountSdk {
  const sdk = useTicketkit() as unknown as Partial<AccountSdk>;
  if (!sdk.auth || !sdk.storage || !sdk.corporate) {
    throw new Error('ticketkit/no-sdk: the account screens need the full SDK from createTicketkit(config) (auth, storage, corporate)');
  }
  return sdk as AccountSdk;
}

export type LoginMethodName = 'password' | 'link' | 'phone';

/** The email and phone ways of signing in the SDK's config enables. */
export function enabledMethods(sdk: Pick<AccountSdk, 'config'>): LoginMethodName[] {
  const list = sdk.config?.providers;
  const all: [LoginMethodName, ProviderName][] = [['password', 'password'], ['link', 'emailLink'], ['phone', 'phone']];
  return all.filter(([, p]) => !list || list.includes(p)).map(([m]) => m);
}

/** OAuth providers the SDK's config enables (all four when it does not say). */
export function enabledProviders(sdk: Pick<AccountSdk, 'config'>): SignInProvider[] {
  const list = sdk.config?.providers;
  return SIGN_IN_PROVIDERS.filter((p) => !list || list.includes(p));
}
