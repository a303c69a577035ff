import type { TextareaHTMLAttributes } from 'react';
import { FieldShell, type FieldChrome } from './FieldShell.tsx';

export interface TextAreaFieldProps extends FieldChrome, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {}

/** A labelled textarea with its hint and inline error (like TextField). */
export function TextAreaField({ label, hint, error, ...rest }: TextAreaFieldProps) {
  return (
    <FieldShell label={label} hint={hint} error={error}>
      {(control) => <textarea {...rest} {...control} className="tk-input" />}
    </FieldShell>
  );
}
