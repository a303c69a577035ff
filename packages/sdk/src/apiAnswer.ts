import type { Problem } from '@ticketkit/contract';
import { TicketkitError } from './errors.ts';

/** An HTTP answer of the API as the client reads it: its status, parsed body and `Retry-After`. */
export interface Answer {
  status: number;
  body: unknown;
  retryAfterMs: number | null;
}

/** Codes for answers without a problem body (a proxy's 503, say). */
const STATUS_CODES: Record<number, string> = { 401: 'auth/unauthenticated', 404: 'not-found', 429: 'rate-limited', 503: 'unavailable' };

function isProblem(body: unknown): body is Problem {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'string';
}

/** The TicketkitError of an answer that is not a success: the problem's `code`, else one for its status; with the wait it asked for. */
export function errorFromAnswer(answer: Answer): TicketkitError {
  const problem = isProblem(answer.body) ? answer.body : undefined;
  const code = problem?.code ?? STATUS_CODES[answer.status] ?? (answer.status >= 500 ? 'internal' : 'network/bad-response');
  const wait = answer.retryAfterMs === null ? {} : { retryAfterSeconds: Math.ceil(answer.retryAfterMs / 1000) };
  return new TicketkitError(code, problem ? { status: answer.status, problem, ...wait } : { status: answer.status, ...wait });
}

/** `Retry-After` in seconds (the form our API sends); an HTTP date is ignored. */
function parseRetryAfter(value: string | null): number | null {
  const seconds = Number(value ?? NaN);
  return value && Number.isFinite(seconds) ? Math.max(0, seconds * 1000) : null;
}

/**
 * Reads the whole body: JSON, or the text itself for a successful `asText` route (text/csv). A
 * success that is not JSON is `network/bad-response`; an error that is not JSON has no body (its
 * status then names the error).
 */
export async function readAnswer(res: Response, asText: boolean): Promise<Answer> {
  const text = await res.text();
  let body: unknown;
  if (asText && res.ok) body = text;
  else if (text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      if (res.ok) throw new TicketkitError('network/bad-response', { status: res.status });
      body = undefined;
    }
  }
  return { status: res.status, body, retryAfterMs: parseRetryAfter(res.headers.get('Retry-After')) };
}
