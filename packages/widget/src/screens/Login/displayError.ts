import { toWidgetError } from '../../sdk/types.ts';

/** What a screen shows for a failure: the SDK catalogue's title, message and optional action label. */
export interface DisplayError {
  code: string;
  title: string;
  message: string;
  action?: string;
  /** `info`: the person chose to stop (closed a popup); `silent`: show nothing. */
  severity: 'error' | 'info' | 'silent';
  retryable?: boolean;
}

/**
 * Turns anything thrown into a DisplayError. The SDK's TicketkitError already carries the
 * catalogue's `title`, `message`, `action` and `severity`; anything else gets a generic title.
 */
export function toDisplayError(error: unknown): DisplayError {
  const base = toWidgetError(error);
  const e = (typeof error === 'object' && error !== null ? error : {}) as { title?: unknown; action?: unknown; severity?: unknown };
  const severity = e.severity === 'info' || e.severity === 'silent' ? e.severity : base.code === 'aborted' ? 'silent' : 'error';
  return {
    code: base.code,
    title: typeof e.title === 'string' ? e.title : 'Something went wrong',
    message: base.message,
    ...(typeof e.action === 'string' ? { action: e.action } : {}),
    severity,
    retryable: base.retryable,
  };
}
