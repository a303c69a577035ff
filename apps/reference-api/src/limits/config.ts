import { isIP } from 'node:net';
import { MAX_TICKETS_PER_ACCOUNT } from '@ticketkit/contract';
import { positiveInt } from '../config.ts';

/** What one account may hold of one event (tk_hold_account_limits.sql reads it from each hold request). */
export interface AccountLimits {
  /** Tickets held and booked per event (MAX_TICKETS_PER_ACCOUNT); an event's own tickets_per_account replaces it. */
  tickets: number;
  /** Active holds per event (MAX_ACTIVE_HOLDS_PER_ACCOUNT). */
  activeHolds: number;
  /** Releases or expiries within the window that start a cool-down (HOLD_COOL_DOWN_AFTER; 0: never). */
  coolDownAfter: number;
  coolDownWindowSeconds: number;
  coolDownSeconds: number;
}

/** At most `hits` in each fixed window of `seconds`; null: no limit. */
export interface RateLimit {
  hits: number;
  seconds: number;
}

export interface RateLimitsConfig {
  /** Writes per signed-in account (RATE_LIMIT_ACCOUNT). */
  account: RateLimit | null;
  /** Writes per client address (RATE_LIMIT_ADDRESS). */
  address: RateLimit | null;
  /** Promo-code attempts per account: quoteHold and createBooking with a code (RATE_LIMIT_PROMO). */
  promo: RateLimit | null;
  /** Whether loopback clients count per address (RATE_LIMIT_LOOPBACK): off unless asked, as on a developer's machine. */
  loopback: boolean;
  /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY): `loopback` and/or addresses. */
  trustedProxies: string[];
}

export interface LimitsConfig {
  account: AccountLimits;
  rate: RateLimitsConfig;
}

export const RATE_LIMIT_DEFAULTS = {
  account: { hits: 300, seconds: 60 },
  address: { hits: 1200, seconds: 60 },
  promo: { hits: 20, seconds: 600 },
} as const;

function rateLimit(name: string, raw: string | undefined, fallback: RateLimit, problems: string[]): RateLimit | null {
  const value = raw?.trim();
  if (value === undefined || value === '') return fallback;
  if (value === 'off') return null;
  const match = /^(\d+)\/(\d+)$/.exec(value);
  const hits = Number(match?.[1]);
  const seconds = Number(match?.[2]);
  if (!match || hits < 1 || hits > 1_000_000 || seconds < 1 || seconds > 86_400) {
    problems.push(`${name}=${raw} must be HITS/SECONDS (e.g. ${fallback.hits}/${fallback.seconds}: at most ${fallback.hits} in ${fallback.seconds} s; hits 1–1000000, seconds 1–86400) or off.`);
    return fallback;
  }
  return { hits, seconds };
}

function trustedProxies(raw: string | undefined, problems: string[]): string[] {
  const entries = (raw ?? '').split(',').map((e) => e.trim()).filter(Boolean);
  for (const entry of entries) {
    if (entry !== 'loopback' && isIP(entry) === 0) problems.push(`TRUST_PROXY entry "${entry}" must be loopback or an IP address (e.g. TRUST_PROXY=loopback,10.0.0.5).`);
  }
  return entries;
}

function flag(name: string, raw: string | undefined, problems: string[]): boolean {
  if (raw === undefined || raw === '' || raw === '0' || raw === 'false') return false;
  if (raw === '1' || raw === 'true') return true;
  problems.push(`${name}=${raw} must be 1 or 0.`);
  return false;
}

/**
 * `emulatorAccounts`: the API accepts the Auth emulator's unsigned tokens (development and tests),
 * where anyone can make any number of accounts, so a count per account protects nothing: the
 * per-account and promo rate limits are then off unless set. The emulator is refused beside any
 * sign of production, so a real deployment always has them.
 */
export function readLimitsConfig(env: NodeJS.ProcessEnv, problems: string[], emulatorAccounts = false): LimitsConfig {
  const perAccount = (name: string, fallback: RateLimit) => (emulatorAccounts && !env[name]?.trim() ? null : rateLimit(name, env[name], fallback, problems));
  return {
    account: {
      tickets: positiveInt('MAX_TICKETS_PER_ACCOUNT', env.MAX_TICKETS_PER_ACCOUNT, MAX_TICKETS_PER_ACCOUNT, 1, 100_000, problems),
      activeHolds: positiveInt('MAX_ACTIVE_HOLDS_PER_ACCOUNT', env.MAX_ACTIVE_HOLDS_PER_ACCOUNT, 3, 1, 100_000, problems),
      coolDownAfter: positiveInt('HOLD_COOL_DOWN_AFTER', env.HOLD_COOL_DOWN_AFTER, 3, 0, 1000, problems),
      coolDownWindowSeconds: positiveInt('HOLD_COOL_DOWN_WINDOW_SECONDS', env.HOLD_COOL_DOWN_WINDOW_SECONDS, 900, 1, 86_400, problems),
      coolDownSeconds: positiveInt('HOLD_COOL_DOWN_SECONDS', env.HOLD_COOL_DOWN_SECONDS, 600, 1, 86_400, problems),
    },
    rate: {
      account: perAccount('RATE_LIMIT_ACCOUNT', RATE_LIMIT_DEFAULTS.account),
      address: rateLimit('RATE_LIMIT_ADDRESS', env.RATE_LIMIT_ADDRESS, RATE_LIMIT_DEFAULTS.address, problems),
      promo: perAccount('RATE_LIMIT_PROMO', RATE_LIMIT_DEFAULTS.promo),
      loopback: flag('RATE_LIMIT_LOOPBACK', env.RATE_LIMIT_LOOPBACK, problems),
      trustedProxies: trustedProxies(env.TRUST_PROXY, problems),
    },
  };
}

/**
 * What to warn about at start, if anything: in production without TRUST_PROXY, a proxy on the same
 * host makes every client's address loopback, which is not counted per address (RATE_LIMIT_LOOPBACK
 * unset), so there is no per-address limit at all.
 */
export function proxyWarning(production: boolean, rate: RateLimitsConfig): string | undefined {
  if (!production || rate.trustedProxies.length > 0 || rate.loopback || rate.address === null) return undefined;
  return 'TRUST_PROXY is unset: behind a proxy on the same host every client is loopback, and loopback clients are not rate-limited per address (RATE_LIMIT_LOOPBACK unset), so there is no per-address limit. Set TRUST_PROXY=loopback (or the proxy\'s address) when a proxy forwards to the API; set RATE_LIMIT_LOOPBACK=1 to count loopback clients when none does.';
}
