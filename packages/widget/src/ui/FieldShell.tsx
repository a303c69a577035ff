import { useId, type ReactNode } from 'react';

export interface FieldChrome {
  label: string;
  hint?: string;
  error?: string | null;
}

/** What a field's control needs to be labelled and to announce its hint and error. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The label, hint and inline error around one control, tied to it with aria-describedby. */
export function FieldShell({ label, hint, error, children }: FieldChrome & { children(control: ControlProps): ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="tk-field">
      <label part="label" htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined })}
      {hint ? (
        <span id={hintId} className="tk-muted">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} part="field-error" className="tk-field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
