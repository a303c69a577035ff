import type { Problem } from '@ticketkit/contract';
import { describeError, type ErrorSeverity } from './errorCatalogue.ts';

const RETRYABLE = new Set([
  'network/offline',
  'network/timeout',
  'network/bad-response',
  'auth/network-request-failed',
  'auth/internal-error',
  'internal',
  'unavailable',
  'rate-limited',
  'limits/cool-down',
  'idempotency/in-progress',
]);

export interface TicketkitErrorOptions {
  status?: number;
  problem?: Problem;
  cause?: unknown;
  /** Fills `{domain}` in `auth/unauthorized-domain`; defaults to `location.hostname`. */
  domain?: string;
  /** Overrides the catalogue's message (used by TicketkitConfigError). */
  message?: string;
  /** The answer's Retry-After, in whole seconds. */
  retryAfterSeconds?: number;
}

/**
 * Every error the SDK throws. `code` is stable (`auth/popup-blocked`, `booking/sold-out`,
 * `network/timeout`); `message` is the catalogue's text a person can act on; `title`, `action` and
 * `severity` come from the same catalogue entry. `status` and `problem` are set for API answers.
 */
export class TicketkitError extends Error {
  override name = 'TicketkitError';
  readonly code: string;
  readonly status?: number;
  readonly problem?: Problem;
  /** Trying the same thing again later may succeed (network trouble, busy server). */
  readonly retryable: boolean;
  readonly title: string;
  readonly action?: string;
  readonly severity: ErrorSeverity;
  /** On a failed `createBooking`: the key of that attempt, to pass back when retrying it. */
  idempotencyKey?: string;
  /** How long the API asked to wait before trying again (its Retry-After, e.g. on a 429), in whole seconds. */
  readonly retryAfterSeconds?: number;

  constructor(code: string, options: TicketkitErrorOptions = {}) {
    const described = describeError(code, options.domain ? { domain: options.domain } : {});
    super(options.message ?? described.message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.title = described.title;
    this.severity = described.severity;
    if (described.action) this.action = described.action;
    if (options.status !== undefined) this.status = options.status;
    if (options.problem) this.problem = options.problem;
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
    this.retryable = RETRYABLE.has(code) || (options.status !== undefined && options.status >= 500 && options.status !== 501);
  }
}

/** The `code` of a Firebase error or anything shaped like one. */
function codeOf(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') return error.code;
  return undefined;
}

/** Turns anything thrown (a Firebase `FirebaseError`, a TicketkitError, anything else) into a TicketkitError. */
export function toTicketkitError(error: unknown): TicketkitError {
  if (error instanceof TicketkitError) return error;
  const code = codeOf(error);
  if (code && /^auth\//.test(code)) return new TicketkitError(code, { cause: error });
  return new TicketkitError(code ?? 'internal', { cause: error });
}
