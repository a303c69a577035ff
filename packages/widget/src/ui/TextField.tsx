import { useId, type InputHTMLAttributes } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: string;
  error?: string | null;
}

/** A labelled input whose hint and inline error are tied to it with aria-describedby. */
export function TextField({ label, hint, error, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="tk-field">
      <label htmlFor={id}>{label}</label>
      <input {...input} id={id} className="tk-input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      {hint ? (
        <span id={hintId} className="tk-muted">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className="tk-field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
