import { LOCALE_PATTERN } from '@ticketkit/contract/rules';
import { INACTIVITY_TIMEOUT_MS, NETWORK_TIMEOUT_DESKTOP_MS, NETWORK_TIMEOUT_MOBILE_MS } from './constants.ts';
import { isMobileDevice } from './device.ts';
import { TicketkitError } from './errors.ts';

/** The Firebase project configuration from the spec (section 7). */
export interface FirebaseProjectConfig {
  apiKey: string;
  /** Required when a popup or redirect provider (Google, Facebook, GitHub, Twitter) is enabled. */
  authDomain?: string;
  projectId: string;
  storageBucket?: string;
  messagingSenderId?: string;
  appId?: string;
  measurementId?: string;
}

export type OAuthProviderName = 'google' | 'facebook' | 'github' | 'twitter';
export type ProviderName = OAuthProviderName | 'phone' | 'password' | 'emailLink';
export const OAUTH_PROVIDERS: readonly OAuthProviderName[] = ['google', 'facebook', 'github', 'twitter'];
export const ALL_PROVIDERS: readonly ProviderName[] = [...OAUTH_PROVIDERS, 'phone', 'password', 'emailLink'];

/** Why the session ended: the person asked, inactivity, or Firebase reported no user (expired or signed out elsewhere). */
export type SignOutReason = 'user' | 'inactivity' | 'expired';

export interface TicketkitConfig {
  /** The {host} base address, absolute (`https://api.example.com`); the client adds `/v1`. */
  host: string;
  firebase: FirebaseProjectConfig;
  /** e.g. `http://127.0.0.1:9099`: use the Firebase Auth emulator (also disables reCAPTCHA for testing). */
  authEmulatorUrl?: string;
  /** Prefix of every storage key (`userData`, `CorporateEmp`, `hasVisited`, …). Default `ticketkit:`. */
  storagePrefix?: string;
  /** Sign out after this long without activity. Default 3,600,000 ms; `0` turns it off. */
  inactivityTimeoutMs?: number;
  /** Sign-in methods offered. Default: all. */
  providers?: ProviderName[];
  /** Popup first (`popup`), full-page redirect (`redirect`), or popup on desktop and redirect on mobile (`auto`, default). */
  signInMode?: 'popup' | 'redirect' | 'auto';
  /** Language of Firebase's texts and SMS (`auth.languageCode`): a language tag such as `hi` or `hi-IN`. */
  locale?: string;
  /** POST the ID token (bearer) here whenever it changes, DELETE on sign-out. */
  tokenSyncUrl?: string;
  /** Per-request timeout of the {host} client. Default 30 s on desktop, 60 s on mobile. */
  requestTimeoutMs?: number;
  /** Retries of a GET (or keyed booking write) after a network failure or 503. Default 2. */
  requestRetries?: number;
  /** Called with a path (`/login`) when the SDK wants the app to navigate, e.g. after inactivity sign-out. */
  onNavigate?: (path: string) => void;
  /** Called after every sign-out with its reason. */
  onSignedOut?: (reason: SignOutReason) => void;
  /** The fetch used by the {host} client and token sync. Default `globalThis.fetch`. */
  fetch?: typeof fetch;
}

/** The config after validation, with every default filled in. */
export interface ResolvedTicketkitConfig {
  host: string;
  firebase: FirebaseProjectConfig;
  authEmulatorUrl: string | null;
  storagePrefix: string;
  inactivityTimeoutMs: number;
  providers: ProviderName[];
  signInMode: 'popup' | 'redirect' | 'auto';
  locale: string | null;
  tokenSyncUrl: string | null;
  requestTimeoutMs: number;
  requestRetries: number;
  mobile: boolean;
  onNavigate: (path: string) => void;
  onSignedOut: (reason: SignOutReason) => void;
  fetch: typeof fetch | undefined;
}

/** A config that cannot work. `problems` lists every one; the message lists them too. */
export class TicketkitConfigError extends TicketkitError {
  override name = 'TicketkitConfigError';
  readonly problems: string[];
  constructor(problems: string[]) {
    super('config/invalid', { message: `Invalid Ticketkit config:\n- ${problems.join('\n- ')}` });
    this.problems = problems;
  }
}

const MAX_TIMER_MS = 2_147_483_647;

function absoluteUrl(value: unknown, protocols = ['http:', 'https:']): boolean {
  if (typeof value !== 'string') return false;
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** Validates a config and fills in defaults. Throws one TicketkitConfigError listing every problem. */
export function resolveConfig(input: TicketkitConfig): ResolvedTicketkitConfig {
  const problems: string[] = [];
  const config: Partial<TicketkitConfig> = isObject(input) ? input : {};
  const bad = (key: string, rule: string, value?: unknown) => problems.push(`${key} must be ${rule}${value === undefined ? '' : ` (got ${JSON.stringify(value)})`}`);
  const URL_RULE = 'an absolute http(s) URL';
  const whole = (v: unknown, min: number, max: number) => Number.isInteger(v) && (v as number) >= min && (v as number) <= max;
  if (!isObject(input)) bad('config', 'an object');

  if (!absoluteUrl(config.host)) bad('host', `${URL_RULE}, e.g. "https://api.example.com"`, config.host ?? null);

  const providers = config.providers ?? [...ALL_PROVIDERS];
  if (!Array.isArray(providers) || providers.some((p) => !ALL_PROVIDERS.includes(p))) bad('providers', `a list of ${ALL_PROVIDERS.join(', ')}`, config.providers);
  const signInMode = config.signInMode ?? 'auto';
  if (!['popup', 'redirect', 'auto'].includes(signInMode)) bad('signInMode', '"popup", "redirect" or "auto"', signInMode);

  const firebase = config.firebase;
  if (!isObject(firebase)) {
    bad('firebase', 'the Firebase project configuration (apiKey, authDomain, projectId, …)');
  } else {
    if (!nonEmpty(firebase.apiKey)) problems.push('firebase.apiKey is required');
    else if (firebase.apiKey.includes(':')) bad('firebase.apiKey', 'the Web API key from the Firebase console; it must not contain a colon');
    if (!nonEmpty(firebase.projectId)) problems.push('firebase.projectId is required');
    if (Array.isArray(providers) && providers.some((p) => OAUTH_PROVIDERS.includes(p as OAuthProviderName)) && !nonEmpty(firebase.authDomain)) {
      problems.push('firebase.authDomain is required when popup or redirect sign-in (google, facebook, github, twitter) is enabled');
    }
    for (const key of ['authDomain', 'storageBucket', 'messagingSenderId', 'appId', 'measurementId'] as const) {
      if (firebase[key] !== undefined && typeof firebase[key] !== 'string') bad(`firebase.${key}`, 'a string');
    }
  }

  if (config.authEmulatorUrl !== undefined && !absoluteUrl(config.authEmulatorUrl)) bad('authEmulatorUrl', `${URL_RULE}, e.g. "http://127.0.0.1:9099"`, config.authEmulatorUrl);
  if (config.tokenSyncUrl !== undefined && !absoluteUrl(config.tokenSyncUrl)) bad('tokenSyncUrl', URL_RULE, config.tokenSyncUrl);
  if (config.storagePrefix !== undefined && typeof config.storagePrefix !== 'string') bad('storagePrefix', 'a string');
  const inactivity = config.inactivityTimeoutMs ?? INACTIVITY_TIMEOUT_MS;
  if (!whole(inactivity, 0, MAX_TIMER_MS)) bad('inactivityTimeoutMs', `whole milliseconds from 0 (off) to ${MAX_TIMER_MS}`, config.inactivityTimeoutMs);
  if (config.locale !== undefined && (typeof config.locale !== 'string' || !LOCALE_PATTERN.test(config.locale))) bad('locale', 'a language tag, e.g. "hi" or "hi-IN"', config.locale);
  if (config.requestTimeoutMs !== undefined && !whole(config.requestTimeoutMs, 1, MAX_TIMER_MS)) bad('requestTimeoutMs', 'positive whole milliseconds', config.requestTimeoutMs);
  if (config.requestRetries !== undefined && !whole(config.requestRetries, 0, 10)) bad('requestRetries', 'a whole number from 0 to 10', config.requestRetries);
  for (const key of ['onNavigate', 'onSignedOut', 'fetch'] as const) {
    if (config[key] !== undefined && typeof config[key] !== 'function') bad(key, 'a function');
  }

  if (problems.length > 0) throw new TicketkitConfigError(problems);

  const mobile = isMobileDevice();
  return {
    host: config.host!.replace(/\/+$/, ''),
    firebase: firebase as FirebaseProjectConfig,
    authEmulatorUrl: config.authEmulatorUrl?.replace(/\/+$/, '') ?? null,
    storagePrefix: config.storagePrefix ?? 'ticketkit:',
    inactivityTimeoutMs: inactivity,
    providers: [...providers],
    signInMode,
    locale: config.locale ?? null,
    tokenSyncUrl: config.tokenSyncUrl ?? null,
    requestTimeoutMs: config.requestTimeoutMs ?? (mobile ? NETWORK_TIMEOUT_MOBILE_MS : NETWORK_TIMEOUT_DESKTOP_MS),
    requestRetries: config.requestRetries ?? 2,
    mobile,
    onNavigate: config.onNavigate ?? (() => undefined),
    onSignedOut: config.onSignedOut ?? (() => undefined),
    fetch: config.fetch,
  };
}
