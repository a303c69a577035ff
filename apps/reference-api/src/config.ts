import { GstinSchema, HOLD_TTL_SECONDS, MAX_TICKETS_PER_ORDER, PAYMENT_HOLD_LIMIT_SECONDS } from '@ticketkit/contract';
import { readLimitsConfig, type LimitsConfig } from './limits/config.ts';
import { readMailConfig, type MailConfig } from './mail/config.ts';
import { readPaymentsConfig, type PaymentsConfig } from './payments/config.ts';

/** Reads and validates the API's environment. Every problem is reported at once, one line each. */
export interface ApiConfig {
  port: number;
  host: string;
  /** PGlite data directory, or `memory://` for a throw-away database. Ignored when databaseUrl is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  firebaseProjectId: string;
  /**
   * Set only when TICKETKIT_DEV_AUTH_EMULATOR=1 and FIREBASE_AUTH_EMULATOR_HOST are both set and
   * nothing looks like a production deployment: then the emulator's unsigned tokens are accepted.
   */
  authEmulatorHost: string | undefined;
  production: boolean;
  /** Origins allowed by CORS; `*` allows any (development). */
  corsOrigins: string[] | '*';
  seed: boolean;
  /**
   * Puts the demo event's next session on a fresh high-demand on-sale at every start
   * (TICKETKIT_DEMO_ON_SALE=1, set by `npm start`; seeded databases only). Off for tests, whose
   * journeys book seeded events directly.
   */
  demoOnSale: boolean;
  /** How long a hold reserves tickets (HOLD_TTL_SECONDS, default the contract's HOLD_TTL_SECONDS). */
  holdTtlSeconds: number;
  /** Most tickets in one order (MAX_TICKETS_PER_ORDER, default and ceiling the contract's; ticket types may set fewer). */
  maxTicketsPerOrder: number;
  /**
   * How long after a hold was made a booking of it that waits for its payment keeps the tickets
   * (PAYMENT_HOLD_LIMIT_SECONDS, default the contract's): its pay-by time.
   */
  paymentHoldLimitSeconds: number;
  /** Base of absolute image URLs (API_PUBLIC_URL); default: the origin each request came to. */
  publicUrl: string | undefined;
  /** Signs the QR payload of a ticket (TICKETKIT_QR_SECRET). */
  qrSecret: string;
  /** Where GET /metrics is served (METRICS_PORT, METRICS_HOST); never on the API's own port. Off when unset. */
  metricsPort: number | undefined;
  metricsHost: string;
  mail: MailConfig;
  /** Who issues the GST tax invoices and credit notes (SELLER_NAME, SELLER_ADDRESS, SELLER_GSTIN, SELLER_STATE). */
  seller: SellerConfig;
  /** The payment provider (PAYMENT_PROVIDER, default the offline sandbox) and its secrets. */
  payments: PaymentsConfig;
  /** How long clients may take, and how long a stopping server waits for them (server.ts). */
  timeouts: HttpTimeouts;
  /** Per-account limits on holds and rate limits on writes (src/limits/config.ts). */
  limits: LimitsConfig;
}

export interface HttpTimeouts {
  /** The request line and headers must arrive within this (API_HEADERS_TIMEOUT_MS, default 10 s). */
  headersMs: number;
  /** The whole request, body included, must arrive within this (API_REQUEST_TIMEOUT_MS, default 30 s). */
  requestMs: number;
  /** A kept-alive connection with no request is closed after this (API_IDLE_TIMEOUT_MS, default 5 s). */
  idleMs: number;
  /** On SIGTERM, requests in flight get this long to finish before their connections are closed (API_SHUTDOWN_GRACE_MS, default 10 s). */
  shutdownGraceMs: number;
}

export interface SellerConfig {
  name: string;
  address: string;
  gstin: string;
  /** The state the seller is registered in, as GST names it (its code is the GSTIN's first two digits). */
  state: string;
}

/** A demo seller registered in Maharashtra; production must name the real one. */
const DEMO_SELLER: SellerConfig = {
  name: 'Ticketkit Demo Private Limited',
  address: '4th Floor, Demo House, Bandra Kurla Complex, Mumbai 400051',
  gstin: '27AAACT1234A1Z5',
  state: 'Maharashtra',
};

function readSeller(env: NodeJS.ProcessEnv, production: boolean, problems: string[]): SellerConfig {
  const seller: SellerConfig = {
    name: env.SELLER_NAME?.trim() || DEMO_SELLER.name,
    address: env.SELLER_ADDRESS?.trim() || DEMO_SELLER.address,
    gstin: env.SELLER_GSTIN?.trim().toUpperCase() || DEMO_SELLER.gstin,
    state: env.SELLER_STATE?.trim() || DEMO_SELLER.state,
  };
  if (!GstinSchema.safeParse(seller.gstin).success) problems.push(`SELLER_GSTIN=${seller.gstin} is not a 15-character GSTIN (e.g. 27AAACT1234A1Z5).`);
  if (production) {
    const missing = ['SELLER_NAME', 'SELLER_ADDRESS', 'SELLER_GSTIN', 'SELLER_STATE'].filter((name) => !env[name]?.trim());
    if (missing.length > 0) problems.push(`${missing.join(', ')} must be set with NODE_ENV=production (the seller printed on GST tax invoices).`);
  }
  return seller;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

export function parsePort(name: string, raw: string | undefined, fallback: number, problems: string[]): number {
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    problems.push(`${name}=${raw} is not a port number (0–65535); set ${name} to a free port.`);
    return fallback;
  }
  return port;
}

export function positiveInt(name: string, raw: string | undefined, fallback: number, min: number, max: number, problems: string[]): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${name}=${raw} must be a whole number from ${min} to ${max}.`);
    return fallback;
  }
  return value;
}

/** The switch that lets a development server accept the Auth emulator's unsigned tokens. */
export const DEV_AUTH_EMULATOR = 'TICKETKIT_DEV_AUTH_EMULATOR';

/**
 * What shows a deployment is real, though NODE_ENV may say otherwise: development shortcuts (the
 * Auth emulator's unsigned tokens, the payment sandbox) are refused beside any of them.
 */
function productionSigns(env: NodeJS.ProcessEnv, production: boolean, projectId: string): string[] {
  return [
    production ? `NODE_ENV=${env.NODE_ENV}` : '',
    projectId.startsWith('demo-') ? '' : `FIREBASE_PROJECT_ID=${projectId} (a real project; the emulator's are demo-…)`,
    /^https:/i.test(env.API_PUBLIC_URL ?? '') ? `API_PUBLIC_URL=${env.API_PUBLIC_URL}` : '',
  ].filter(Boolean);
}

/**
 * The emulator host whose unsigned tokens are accepted, or undefined. Needs the explicit
 * development switch, and is refused beside any sign of a production deployment: anyone can
 * forge an unsigned token for any account.
 */
function authEmulator(env: NodeJS.ProcessEnv, production: boolean, projectId: string, problems: string[]): string | undefined {
  const host = env.FIREBASE_AUTH_EMULATOR_HOST || undefined;
  const switched = env[DEV_AUTH_EMULATOR];
  if (host && production) {
    problems.push(`FIREBASE_AUTH_EMULATOR_HOST is set with NODE_ENV=${env.NODE_ENV}: a production API never talks to the Auth emulator. Unset it.`);
  }
  if (switched === undefined || switched === '' || switched === '0' || switched === 'false') return undefined;
  if (switched !== '1' && switched !== 'true') {
    problems.push(`${DEV_AUTH_EMULATOR}=${switched} must be 1 (accept the Auth emulator's unsigned tokens) or unset.`);
    return undefined;
  }
  const signs = productionSigns(env, production, projectId);
  if (signs.length > 0) {
    problems.push(
      `${DEV_AUTH_EMULATOR} is set beside signs of a production deployment (${signs.join(', ')}): the API would accept forged unsigned tokens. Unset ${DEV_AUTH_EMULATOR} and FIREBASE_AUTH_EMULATOR_HOST.`,
    );
    return undefined;
  }
  if (!host) {
    problems.push(`${DEV_AUTH_EMULATOR}=1 needs FIREBASE_AUTH_EMULATOR_HOST (the emulator's host:port).`);
    return undefined;
  }
  return host;
}

/**
 * Anything that looks like production is production, with all its requirements: NODE_ENV=Production,
 * prod-eu or preproduction must neither slip into development defaults nor accept the emulator.
 */
export const isProduction = (nodeEnv: string | undefined) => /prod/i.test(nodeEnv ?? '');

/** Signs TK1 codes (of bookings made before per-ticket codes) outside production. */
export const DEV_QR_SECRET = 'ticketkit-dev-qr-secret';

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const problems: string[] = [];
  const production = isProduction(env.NODE_ENV);
  const port = parsePort('API_PORT', env.API_PORT, 8787, problems);
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://.');
  }
  const firebaseProjectId = env.FIREBASE_PROJECT_ID || 'demo-ticketkit';
  if (!/^[a-z0-9-]{4,30}$/.test(firebaseProjectId)) {
    problems.push(`FIREBASE_PROJECT_ID=${firebaseProjectId} is not a Firebase project id (lowercase letters, digits and hyphens).`);
  }
  const authEmulatorHost = authEmulator(env, production, firebaseProjectId, problems);
  const cors = env.CORS_ORIGINS?.trim();
  let corsOrigins: string[] | '*' = production ? [] : '*';
  if (cors) {
    corsOrigins = cors === '*' ? '*' : cors.split(',').map((o) => o.trim()).filter(Boolean);
    if (corsOrigins !== '*') {
      for (const origin of corsOrigins) {
        if (!/^https?:\/\/[^/]+$/.test(origin)) problems.push(`CORS_ORIGINS entry "${origin}" is not an origin like https://partner.example.`);
      }
    }
  }
  const holdTtlSeconds = positiveInt('HOLD_TTL_SECONDS', env.HOLD_TTL_SECONDS, HOLD_TTL_SECONDS, 1, 86_400, problems);
  const maxTicketsPerOrder = positiveInt('MAX_TICKETS_PER_ORDER', env.MAX_TICKETS_PER_ORDER, MAX_TICKETS_PER_ORDER, 1, MAX_TICKETS_PER_ORDER, problems);
  const paymentHoldLimitSeconds = positiveInt('PAYMENT_HOLD_LIMIT_SECONDS', env.PAYMENT_HOLD_LIMIT_SECONDS, PAYMENT_HOLD_LIMIT_SECONDS, 1, 86_400, problems);
  const publicUrl = env.API_PUBLIC_URL?.replace(/\/+$/, '') || undefined;
  if (publicUrl && !/^https?:\/\/[^/]+(\/.*)?$/.test(publicUrl)) problems.push(`API_PUBLIC_URL=${publicUrl} is not an http(s) URL.`);
  if (production && !publicUrl) {
    problems.push('API_PUBLIC_URL must be set with NODE_ENV=production (the base of absolute image URLs; the request\'s Host header is not trusted).');
  }
  const qrSecret = env.TICKETKIT_QR_SECRET || DEV_QR_SECRET;
  if (production && !env.TICKETKIT_QR_SECRET) problems.push('TICKETKIT_QR_SECRET must be set with NODE_ENV=production (it signs ticket QR codes).');
  const mail = readMailConfig(env, production, problems);
  const seller = readSeller(env, production, problems);
  const payments = readPaymentsConfig(env, productionSigns(env, production, firebaseProjectId), problems);
  const limits = readLimitsConfig(env, problems, Boolean(authEmulatorHost));
  const timeouts: HttpTimeouts = {
    headersMs: positiveInt('API_HEADERS_TIMEOUT_MS', env.API_HEADERS_TIMEOUT_MS, 10_000, 100, 600_000, problems),
    requestMs: positiveInt('API_REQUEST_TIMEOUT_MS', env.API_REQUEST_TIMEOUT_MS, 30_000, 100, 600_000, problems),
    idleMs: positiveInt('API_IDLE_TIMEOUT_MS', env.API_IDLE_TIMEOUT_MS, 5_000, 100, 600_000, problems),
    shutdownGraceMs: positiveInt('API_SHUTDOWN_GRACE_MS', env.API_SHUTDOWN_GRACE_MS, 10_000, 0, 600_000, problems),
  };
  if (timeouts.headersMs > timeouts.requestMs) problems.push(`API_HEADERS_TIMEOUT_MS (${timeouts.headersMs}) must not be more than API_REQUEST_TIMEOUT_MS (${timeouts.requestMs}).`);
  const metricsPort = env.METRICS_PORT ? parsePort('METRICS_PORT', env.METRICS_PORT, 0, problems) : undefined;
  if (metricsPort !== undefined && metricsPort !== 0 && metricsPort === port) problems.push('METRICS_PORT must differ from API_PORT: metrics are never served on the public port.');
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host: env.API_HOST || '127.0.0.1',
    dataDir: env.TICKETKIT_DATA_DIR || '.data/',
    databaseUrl,
    firebaseProjectId,
    authEmulatorHost,
    production,
    corsOrigins,
    seed: env.TICKETKIT_SEED !== 'false',
    demoOnSale: env.TICKETKIT_DEMO_ON_SALE === '1',
    holdTtlSeconds,
    maxTicketsPerOrder,
    paymentHoldLimitSeconds,
    publicUrl,
    qrSecret,
    mail,
    seller,
    payments,
    timeouts,
    limits,
    metricsPort,
    metricsHost: env.METRICS_HOST || '127.0.0.1',
  };
}
