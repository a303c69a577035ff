import { useId } from 'react';
import { useErrorText } from './useErrorText.ts';
import type { DisplayError } from './displayError.ts';

export interface ErrorNoteProps {
  error: DisplayError | null | undefined;
  /** Extra controls next to the message (e.g. "Continue in this tab"). */
  children?: React.ReactNode;
  id?: string;
}

/**
 * An error shown next to the action that caused it: an alert for errors, a polite note for
 * `info` (the person closed a popup), nothing for `silent`. The words come from the error catalogue
 * in the screen's language; the code stays on the element (`data-code`) for support.
 */
export function ErrorNote({ error, children, id }: ErrorNoteProps) {
  const fallbackId = useId();
  const text = useErrorText(error?.code ?? '', error?.retryAfterSeconds);
  if (!error || error.severity === 'silent') return null;
  const isInfo = error.severity === 'info';
  return (
    <div
      id={id ?? fallbackId}
      part="alert"
      className="tk-alert"
      data-tone={isInfo ? 'info' : 'error'}
      role={isInfo ? 'status' : 'alert'}
      data-code={error.code}
    >
      <strong>{text.title}</strong>
      <p>{text.message}</p>
      {children}
    </div>
  );
}
