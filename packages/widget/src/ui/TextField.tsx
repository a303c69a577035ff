import type { InputHTMLAttributes } from 'react';
import { FieldShell, type FieldChrome } from './FieldShell.tsx';
import { useLengthLimit } from './useLengthLimit.ts';

export interface TextFieldProps extends FieldChrome, Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {}

/** A labelled input whose hint and inline error are tied to it with aria-describedby. */
export function TextField({ label, hint, error, ...input }: TextFieldProps) {
  const ref = useLengthLimit<HTMLInputElement>(input.maxLength);
  return (
    <FieldShell label={label} hint={hint} error={error}>
      {(control) => <input {...input} {...control} ref={ref} part="input" className="tk-input" />}
    </FieldShell>
  );
}
