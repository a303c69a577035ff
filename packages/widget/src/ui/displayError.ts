import { toWidgetError, type WidgetError } from '../sdk/types.ts';

/**
 * A failure shown beside the action that caused it (ErrorNote). Its words come from the SDK's error
 * catalogue in the screen's language (useErrorText), as ErrorState's do; `severity` says how loud:
 * `info` when the person chose to stop (closed a popup), `silent` for nothing to show.
 */
export interface DisplayError extends WidgetError {
  severity: 'error' | 'info' | 'silent';
}

/** Turns anything thrown into a DisplayError; the SDK's TicketkitError carries its catalogue severity. */
export function toDisplayError(error: unknown): DisplayError {
  const base = toWidgetError(error);
  const severity = (typeof error === 'object' && error !== null ? error : {}) as { severity?: unknown };
  return { ...base, severity: severity.severity === 'info' || severity.severity === 'silent' ? severity.severity : base.code === 'aborted' ? 'silent' : 'error' };
}
