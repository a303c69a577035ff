import type { TicketkitError } from '@ticketkit/sdk';
import { toWidgetError, type WidgetError } from '../sdk/types.ts';

/**
 * A failure shown beside the action that caused it (ErrorNote). Its words come from the SDK's error
 * catalogue in the screen's language (useErrorText), as ErrorState's do; `severity` (the catalogue's)
 * says how loud: `info` when the person chose to stop (closed a popup), `silent` for nothing to show.
 */
export type DisplayError = WidgetError & Pick<TicketkitError, 'severity'>;

/** Turns anything thrown into a DisplayError: a plain record of the SDK's error, so it can sit in props and story args. */
export function toDisplayError(error: unknown): DisplayError {
  const { code, message, status, retryable, severity, retryAfterSeconds } = toWidgetError(error);
  return { code, message, ...(status === undefined ? {} : { status }), retryable, severity, ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) };
}
