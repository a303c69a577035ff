import type { InputHTMLAttributes } from 'react';
import { FieldShell, type FieldChrome } from './FieldShell.tsx';

export interface TextFieldProps extends FieldChrome, Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {}

/** A labelled input whose hint and inline error are tied to it with aria-describedby. */
export function TextField({ label, hint, error, ...input }: TextFieldProps) {
  return (
    <FieldShell label={label} hint={hint} error={error}>
      {(control) => <input {...input} {...control} className="tk-input" />}
    </FieldShell>
  );
}
