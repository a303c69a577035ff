import { API_ERRORS, PROBLEM_CONTENT_TYPE, problemType, type ApiErrorCode, type Problem } from '@ticketkit/contract';

/** An error answered as application/problem+json with a stable `code`. */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ApiErrorCode,
    readonly detail: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = 'ApiError';
    this.status = API_ERRORS[code].status;
  }
}

export function problemBody(code: ApiErrorCode, detail: string, extra: Record<string, unknown> = {}): Problem & Record<string, unknown> {
  const { title, status } = API_ERRORS[code];
  return { type: problemType(code), title, status, detail, code, ...extra };
}

export function problemResponse(error: ApiError): Response {
  return new Response(JSON.stringify(problemBody(error.code, error.detail, error.extra)), {
    status: error.status,
    headers: { 'content-type': PROBLEM_CONTENT_TYPE, ...error.headers },
  });
}

/** A database function's `{ error, detail, … }` answer, as an ApiError. */
export function isFunctionError(value: unknown): value is { error: ApiErrorCode; detail: string } {
  return typeof value === 'object' && value !== null && 'error' in value && typeof (value as { error: unknown }).error === 'string';
}

/** A refusal's `retryAfter` (whole seconds) is also said in the Retry-After header, which clients and proxies read. */
export function functionError(value: { error: ApiErrorCode; detail: string }): ApiError {
  const { error, detail, ...extra } = value as { error: ApiErrorCode; detail: string } & Record<string, unknown>;
  if (!(error in API_ERRORS)) return new ApiError('internal', 'Unexpected error code from the database.');
  const wait = extra.retryAfter;
  const headers: Record<string, string> = typeof wait === 'number' && Number.isInteger(wait) && wait > 0 ? { 'retry-after': String(wait) } : {};
  return new ApiError(error, detail, extra, headers);
}

export function zodIssues(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): Array<{ path: string; message: string }> {
  return issues.map((issue) => ({
    path: issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : String(p))).join('.').replace(/\.\[/g, '['),
    message: issue.message,
  }));
}

/** How long a client is told to wait while the database is away (a restart takes seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The answer to any request that needed the database while it was unreachable. */
export function databaseUnavailable(db: { kind: string }): ApiError {
  return new ApiError(
    'unavailable',
    'The database is unavailable; try again in a few seconds.',
    { database: db.kind },
    { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
  );
}
