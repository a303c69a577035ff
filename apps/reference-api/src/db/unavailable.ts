/**
 * The database cannot be reached or dropped the connection (a restart, a failover, a pooler
 * closing it): nothing is wrong with the request, and the same request may succeed shortly.
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`The database is unavailable (${cause instanceof Error ? cause.message : String(cause)}).`, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** SQLSTATEs that mean the server or the connection went away, not that the statement was wrong. */
const UNAVAILABLE_STATES = new Set([
  '57P01', // admin_shutdown: terminated by an administrator, or a fast shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  '57P05', // idle_session_timeout
  '53300', // too_many_connections
  '25006', // read_only_sql_transaction: a failover left us on a standby
]);
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOENT']);
/** node-postgres reports a lost connection or a pool timeout with these messages and no code. */
const UNAVAILABLE_MESSAGES = /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable|Connection is closed/i;

export function isUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_STATES.has(code) || code.startsWith('08') || UNAVAILABLE_ERRNOS.has(code))) return true;
  return UNAVAILABLE_MESSAGES.test(error.message);
}

/** `error` as a DatabaseUnavailableError when it means the database is gone, else unchanged. */
export function asUnavailable(error: unknown): unknown {
  return isUnavailable(error) && !(error instanceof DatabaseUnavailableError) ? new DatabaseUnavailableError(error) : error;
}
