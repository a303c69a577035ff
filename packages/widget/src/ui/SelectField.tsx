import { FieldShell, type FieldChrome } from './FieldShell.tsx';

export interface SelectFieldProps extends FieldChrome {
  value: string;
  options: { value: string; label: string }[];
  placeholder: string;
  onChange(value: string): void;
}

/** A labelled select with a placeholder option and an inline error. */
export function SelectField({ label, hint, error, value, options, placeholder, onChange }: SelectFieldProps) {
  return (
    <FieldShell label={label} hint={hint} error={error}>
      {(control) => (
        <select {...control} part="input" className="tk-input" value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
