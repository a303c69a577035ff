import { useId } from 'react';
import type { DisplayError } from './displayError.ts';

export interface ErrorNoteProps {
  error: DisplayError | null | undefined;
  /** Extra controls next to the message (e.g. "Continue in this tab"). */
  children?: React.ReactNode;
  id?: string;
}

/**
 * An error shown next to the action that caused it: an alert for errors, a polite note for
 * `info` (the person closed a popup), nothing for `silent`.
 */
export function ErrorNote({ error, children, id }: ErrorNoteProps) {
  const fallbackId = useId();
  if (!error || error.severity === 'silent') return null;
  const isInfo = error.severity === 'info';
  return (
    <div
      id={id ?? fallbackId}
      className="tk-alert"
      data-tone={isInfo ? 'info' : 'error'}
      role={isInfo ? 'status' : 'alert'}
      data-code={error.code}
    >
      <strong>{error.title}</strong>
      <p>{error.message}</p>
      {children}
    </div>
  );
}
