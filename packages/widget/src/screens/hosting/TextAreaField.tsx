import { useId, type TextareaHTMLAttributes } from 'react';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: string;
  error?: string | null;
}

/** A labelled textarea with its hint and inline error tied by aria-describedby (like ui/TextField). */
export function TextAreaField({ label, hint, error, ...rest }: TextAreaFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="tk-field">
      <label htmlFor={id}>{label}</label>
      <textarea {...rest} id={id} className="tk-input" aria-invalid={error ? true : undefined} aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined} />
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

export interface SelectFieldProps {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  placeholder: string;
  error?: string | null;
  onChange(value: string): void;
}

export function SelectField({ label, value, options, placeholder, error, onChange }: SelectFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="tk-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="tk-input" value={value} aria-invalid={error ? true : undefined} aria-describedby={errorId} onChange={(e) => onChange(e.target.value)}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? (
        <span id={errorId} className="tk-field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
