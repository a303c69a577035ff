import type { TextareaHTMLAttributes } from 'react';
import { FieldShell, type FieldChrome } from './FieldShell.tsx';
import { useLengthLimit } from './useLengthLimit.ts';

export interface TextAreaFieldProps extends FieldChrome, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {}

/** A labelled textarea with its hint and inline error (like TextField). */
export function TextAreaField({ label, hint, error, ...rest }: TextAreaFieldProps) {
  const ref = useLengthLimit<HTMLTextAreaElement>(rest.maxLength);
  return (
    <FieldShell label={label} hint={hint} error={error}>
      {(control) => <textarea {...rest} {...control} ref={ref} part="input" className="tk-input" />}
    </FieldShell>
  );
}
