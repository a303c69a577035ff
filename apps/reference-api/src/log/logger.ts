import { pino, type Logger } from 'pino';

export type { Logger };

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * The level from LOG_LEVEL; by default `info`, and `silent` under vitest so test output stays
 * readable (a test that wants the lines sets LOG_LEVEL).
 */
export function logLevel(env: NodeJS.ProcessEnv = process.env): string {
  const wanted = env.LOG_LEVEL?.trim().toLowerCase();
  if (wanted && LEVELS.includes(wanted)) return wanted;
  return env.VITEST ? 'silent' : 'info';
}

/**
 * The API's one logger: JSON lines on stdout. Callers log ids, codes, routes and timings, never
 * tokens, emails, names or bodies; `redact` is the net under that rule, not the rule.
 */
export const log: Logger = pino({
  level: logLevel(),
  base: { service: 'reference-api' },
  timestamp: pino.stdTimeFunctions.isoTime,
  redact: { paths: ['authorization', '*.authorization', 'email', '*.email', 'name', '*.name', 'token', '*.token', 'body', '*.body', 'err.detail'], censor: '[redacted]' },
  // Written at once: a line logged just before process.exit is not lost.
}, pino.destination({ dest: 1, sync: true }));

/** An error as fields for a log line: its class, code and message, no stack or bound values. */
export function errorFields(error: unknown): { err: { type: string; code?: string; message: string } } {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return { err: { type: error.name, ...(typeof code === 'string' ? { code } : {}), message: error.message } };
  }
  return { err: { type: typeof error, message: String(error) } };
}
