import type { BodyOf, QueryOf, ResponseOf, RouteName } from '@ticketkit/contract';
import { backoff } from './backoff.ts';
import { errorFromAnswer, readAnswer, type Answer } from './apiAnswer.ts';
import { NETWORK_TIMEOUT_DESKTOP_MS } from './constants.ts';
import { TicketkitError, toTicketkitError } from './errors.ts';
import { createIdempotencyKey } from './idempotency.ts';
import { ROUTES } from './routeTable.ts';

/** Options every client method takes last. */
export interface CallOptions {
  /** Cancels the request (and any retry wait); the call rejects with `network/aborted`. */
  signal?: AbortSignal;
  /** Overrides the client's per-attempt timeout for this call. */
  timeoutMs?: number;
  /** Overrides the client's retries for this call: 0 for a caller that waits out `Retry-After` itself (the queue watch). */
  retries?: number;
}

/** Options of the idempotent writes (`createBooking`, `cancelBooking`). */
export interface BookingCallOptions extends CallOptions {
  /**
   * The `Idempotency-Key` of this booking attempt. Omit it and the client makes one (random UUID) and
   * reuses it for its own retries; to retry the same attempt later (after a timeout, say), pass the
   * `idempotencyKey` of the error you got back.
   */
  idempotencyKey?: string;
}

type Res<N extends RouteName> = Promise<ResponseOf<N>>;

/**
 * The typed {host} client: one method per route of `packages/contract/src/routes.ts`, same names.
 * Every method rejects with a TicketkitError: the API's `code` for problem+json answers,
 * `network/offline`, `network/timeout` or `network/aborted` when no answer came.
 */
export interface TicketkitClient {
  health(options?: CallOptions): Res<'health'>;
  listCities(options?: CallOptions): Res<'listCities'>;
  listCategories(options?: CallOptions): Res<'listCategories'>;
  listEvents(query?: QueryOf<'listEvents'>, options?: CallOptions): Res<'listEvents'>;
  getEvent(eventId: string, options?: CallOptions): Res<'getEvent'>;
  listEventCities(eventId: string, options?: CallOptions): Res<'listEventCities'>;
  listSessions(eventId: string, query?: QueryOf<'listSessions'>, options?: CallOptions): Res<'listSessions'>;
  listTicketTypes(sessionId: string, options?: CallOptions): Res<'listTicketTypes'>;
  search(query: QueryOf<'search'>, options?: CallOptions): Res<'search'>;
  /** The signed-in account's place in a high-demand session's waiting room (the same place on every tab). */
  joinQueue(sessionId: string, options?: CallOptions): Res<'joinQueue'>;
  /** Where a place stands now; `place` is the token `joinQueue` answered. */
  getQueuePlace(sessionId: string, query: QueryOf<'getQueuePlace'>, options?: CallOptions): Res<'getQueuePlace'>;
  createHold(body: BodyOf<'createHold'>, options?: CallOptions): Res<'createHold'>;
  getHold(holdId: string, options?: CallOptions): Res<'getHold'>;
  releaseHold(holdId: string, options?: CallOptions): Res<'releaseHold'>;
  /** What booking the hold with this promo code and these points would charge; checks the code. */
  quoteHold(holdId: string, body: BodyOf<'quoteHold'>, options?: CallOptions): Res<'quoteHold'>;
  /** Carries an `Idempotency-Key`, the same on every retry of this attempt; retried like a GET. */
  createBooking(body: BodyOf<'createBooking'>, options?: BookingCallOptions): Res<'createBooking'>;
  getBooking(bookingId: string, options?: CallOptions): Res<'getBooking'>;
  /** Hands over what the checkout returned; the booking comes back confirmed when it verifies. */
  submitPaymentResult(bookingId: string, body: BodyOf<'submitPaymentResult'>, options?: CallOptions): Res<'submitPaymentResult'>;
  /** What cancelling the booking now would refund. */
  getCancellationQuote(bookingId: string, options?: CallOptions): Res<'getCancellationQuote'>;
  /** Carries an `Idempotency-Key` like `createBooking`: a retried cancel refunds once. */
  cancelBooking(bookingId: string, body: BodyOf<'cancelBooking'>, options?: BookingCallOptions): Res<'cancelBooking'>;
  getReceipt(bookingId: string, options?: CallOptions): Res<'getReceipt'>;
  getMe(options?: CallOptions): Res<'getMe'>;
  updateMe(body: BodyOf<'updateMe'>, options?: CallOptions): Res<'updateMe'>;
  deleteMe(options?: CallOptions): Res<'deleteMe'>;
  listMyBookings(query?: QueryOf<'listMyBookings'>, options?: CallOptions): Res<'listMyBookings'>;
  getMyRewards(options?: CallOptions): Res<'getMyRewards'>;
  createHostedEvent(body: BodyOf<'createHostedEvent'>, options?: CallOptions): Res<'createHostedEvent'>;
  listMyHostedEvents(options?: CallOptions): Res<'listMyHostedEvents'>;
  getHostedEvent(hostedEventId: string, options?: CallOptions): Res<'getHostedEvent'>;
  updateHostedEvent(hostedEventId: string, body: BodyOf<'updateHostedEvent'>, options?: CallOptions): Res<'updateHostedEvent'>;
  actOnHostedEvent(hostedEventId: string, body: BodyOf<'actOnHostedEvent'>, options?: CallOptions): Res<'actOnHostedEvent'>;
  setDoorStaff(hostedEventId: string, body: BodyOf<'setDoorStaff'>, options?: CallOptions): Res<'setDoorStaff'>;
  getHostDashboard(hostedEventId: string, options?: CallOptions): Res<'getHostDashboard'>;
  listHostAttendees(hostedEventId: string, query?: QueryOf<'listHostAttendees'>, options?: CallOptions): Res<'listHostAttendees'>;
  /** The attendee list as CSV text (the route answers `text/csv`). */
  exportHostAttendees(hostedEventId: string, options?: CallOptions): Res<'exportHostAttendees'>;
  getCheckInKit(hostedEventId: string, options?: CallOptions): Res<'getCheckInKit'>;
  submitCheckIns(hostedEventId: string, body: BodyOf<'submitCheckIns'>, options?: CallOptions): Res<'submitCheckIns'>;
  listReviewQueue(query?: QueryOf<'listReviewQueue'>, options?: CallOptions): Res<'listReviewQueue'>;
  getReviewItem(hostedEventId: string, options?: CallOptions): Res<'getReviewItem'>;
  reviewHostedEvent(hostedEventId: string, body: BodyOf<'reviewHostedEvent'>, options?: CallOptions): Res<'reviewHostedEvent'>;
  getCompany(companySlug: string, options?: CallOptions): Res<'getCompany'>;
  getCorporateMe(options?: CallOptions): Res<'getCorporateMe'>;
  listCompanyEvents(companySlug: string, query?: QueryOf<'listCompanyEvents'>, options?: CallOptions): Res<'listCompanyEvents'>;
  getCompanyEvent(companySlug: string, eventId: string, options?: CallOptions): Res<'getCompanyEvent'>;
  listCompanyEventCities(companySlug: string, eventId: string, options?: CallOptions): Res<'listCompanyEventCities'>;
  listCompanySessions(companySlug: string, eventId: string, query?: QueryOf<'listCompanySessions'>, options?: CallOptions): Res<'listCompanySessions'>;
  listCompanyTicketTypes(companySlug: string, sessionId: string, options?: CallOptions): Res<'listCompanyTicketTypes'>;
  listCorporateBookings(query?: QueryOf<'listCorporateBookings'>, options?: CallOptions): Res<'listCorporateBookings'>;
}

export interface ApiClientOptions {
  /** The {host} base address, e.g. `https://api.example.com`; the client adds `/v1`. */
  host: string;
  /** The signed-in user's ID token (or null), `forceRefresh` after a 401. Only asked for routes that need a user. */
  getIdToken?: (forceRefresh: boolean) => Promise<string | null>;
  /** Per-attempt timeout. Default 30 s (createTicketkit passes 60 s on mobile). */
  timeoutMs?: number;
  /** Retries after a network failure or 503, for GETs and keyed booking writes. Default 2. */
  retries?: number;
  /** First back-off; it doubles on each retry (±25 % jitter), capped by `maxRetryDelayMs`. Default 400 ms. */
  retryDelayMs?: number;
  /** Longest wait between attempts, also the cap on a `Retry-After` answer. Default 8 s. */
  maxRetryDelayMs?: number;
  fetch?: typeof fetch;
  /** Makes idempotency keys. Default `crypto.randomUUID`. */
  createIdempotencyKey?: () => string;
}

interface Request {
  params?: string[];
  query?: unknown;
  body?: unknown;
  options?: BookingCallOptions | undefined;
}

function buildPath(path: string, params: string[] = []): string {
  let i = 0;
  return path.replace(/\{[^}]+\}/g, () => encodeURIComponent(params[i++] ?? ''));
}

function buildQuery(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Resolves after `ms`, or rejects with `network/aborted` as soon as the signal aborts. */
function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new TicketkitError('network/aborted', { cause: signal.reason }));
    const onAbort = () => {
      clearTimeout(timer);
      reject(new TicketkitError('network/aborted', { cause: signal?.reason }));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Creates the typed {host} client. `createTicketkit` makes one wired to the auth session. */
export function createApiClient(options: ApiClientOptions): TicketkitClient {
  const base = options.host.replace(/\/+$/, '') + '/v1';
  const getIdToken = options.getIdToken ?? (async () => null);
  const timeoutMs = options.timeoutMs ?? NETWORK_TIMEOUT_DESKTOP_MS;
  const retries = options.retries ?? 2;
  const retryDelayMs = options.retryDelayMs ?? 400;
  const maxRetryDelayMs = options.maxRetryDelayMs ?? 8000;
  const newKey = options.createIdempotencyKey ?? createIdempotencyKey;

  /**
   * One HTTP exchange under one timeout and the caller's signal: the ID token (which may have to load
   * Firebase first), the request and the whole body.
   */
  async function exchange(url: string, init: RequestInit & { headers: Record<string, string> }, signal: AbortSignal | undefined, limitMs: number, token: (() => Promise<string | null>) | undefined, asText: boolean): Promise<Answer> {
    if (signal?.aborted) throw new TicketkitError('network/aborted', { cause: signal.reason });
    const fetchImpl = options.fetch ?? globalThis.fetch;
    const controller = new AbortController();
    let timedOut = false;
    const onAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, limitMs);
    try {
      if (token) {
        const stopped = new Promise<never>((_, reject) => controller.signal.addEventListener('abort', reject, { once: true }));
        const bearer = await Promise.race([token(), stopped]);
        if (bearer) init.headers.Authorization = `Bearer ${bearer}`;
      }
      return await readAnswer(await fetchImpl(url, { ...init, signal: controller.signal }), asText);
    } catch (error) {
      if (error instanceof TicketkitError) throw error;
      if (timedOut) throw new TicketkitError('network/timeout', { cause: error });
      if (signal?.aborted) throw new TicketkitError('network/aborted', { cause: signal.reason });
      throw new TicketkitError('network/offline', { cause: error });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  async function call<N extends RouteName>(name: N, request: Request): Promise<ResponseOf<N>> {
    const [method, path, authenticated, , idempotent, asText] = ROUTES[name];
    const url = base + buildPath(path, request.params) + buildQuery(request.query);
    const { signal, timeoutMs: callTimeout, idempotencyKey: givenKey, retries: callRetries } = request.options ?? {};
    const maxRetries = callRetries ?? retries;
    const idempotencyKey = idempotent ? (givenKey ?? newKey()) : undefined;
    const mayRetry = method === 'GET' || idempotencyKey !== undefined;
    let refreshed = false;
    let force = false;
    let unauthorized: TicketkitError | undefined;
    // After a 401, the next attempt forces a refresh; with no user to refresh, the 401 stands.
    const token = async () => {
      const forced = force;
      force = false;
      const bearer = await getIdToken(forced);
      if (forced && !bearer) throw unauthorized;
      return bearer;
    };
    let retry = 0;
    for (;;) {
      try {
        const headers: Record<string, string> = {};
        if (request.body !== undefined) headers['Content-Type'] = 'application/json';
        if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
        const init = { method, headers, ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }) };
        const answer = await exchange(url, init, signal, callTimeout ?? timeoutMs, authenticated ? token : undefined, asText === 1);
        if (answer.status >= 200 && answer.status < 300) return answer.body as ResponseOf<N>;
        const error = errorFromAnswer(answer);
        if (answer.status === 401 && authenticated && !refreshed) {
          refreshed = force = true;
          unauthorized = error;
          continue;
        }
        const transient = error.status === 503 || (idempotencyKey !== undefined && error.code === 'idempotency/in-progress');
        if (transient && mayRetry && retry < maxRetries) {
          await wait(Math.min(maxRetryDelayMs, Math.max(backoff(retry, retryDelayMs, maxRetryDelayMs), answer.retryAfterMs ?? 0)), signal);
          retry += 1;
          continue;
        }
        throw error;
      } catch (caught) {
        const error = toTicketkitError(caught);
        if (error.code === 'network/offline' && mayRetry && retry < maxRetries) {
          await wait(backoff(retry, retryDelayMs, maxRetryDelayMs), signal).catch((abort: TicketkitError) => {
            throw withKey(abort, idempotencyKey);
          });
          retry += 1;
          continue;
        }
        throw withKey(error, idempotencyKey);
      }
    }
  }

  // One method per route, built from the table: path parameters, then the query or body, then options.
  const client: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const name of Object.keys(ROUTES) as RouteName[]) {
    const [, path, , input] = ROUTES[name];
    const count = path.split('{').length - 1;
    client[name] = (...args) => {
      const options = args[input ? count + 1 : count] as BookingCallOptions | undefined;
      return call(name, {
        params: args.slice(0, count) as string[],
        [input === 2 ? 'body' : 'query']: input ? args[count] : undefined,
        options,
      });
    };
  }
  return client as unknown as TicketkitClient;
}

function withKey(error: TicketkitError, idempotencyKey: string | undefined): TicketkitError {
  if (idempotencyKey) error.idempotencyKey = idempotencyKey;
  return error;
}
