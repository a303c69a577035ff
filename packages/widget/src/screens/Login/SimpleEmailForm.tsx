import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import type { DisplayError } from '../../ui/displayError.ts';
import { ErrorNote } from '../../ui/ErrorNote.tsx';
import { EMAIL_PATTERN } from '@ticketkit/contract/rules';
import { authMessages } from './messages.ts';

export interface SimpleEmailFormProps {
  /** Accessible name of the form. */
  label: string;
  submitLabel: string;
  /** Shown instead of the form once the email was sent. */
  sentMessage?: string | null;
  initialEmail?: string;
  intro?: string;
  busy?: boolean;
  error?: DisplayError | null;
  onSubmit(email: string): void;
}

/** One email field and a button: the password reset, the sign-in link and the link's email confirmation. */
export function SimpleEmailForm({ label, submitLabel, sentMessage, initialEmail = '', intro, busy, error, onSubmit }: SimpleEmailFormProps) {
  const t = authMessages.useT();
  const [email, setEmail] = useState(initialEmail);
  const [touched, setTouched] = useState(false);
  const valid = EMAIL_PATTERN.test(email.trim());
  if (sentMessage) {
    return (
      <p className="tk-alert" role="status">
        {sentMessage}
      </p>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (valid) onSubmit(email.trim());
  };
  return (
    <form className="tk-stack" noValidate aria-label={label} onSubmit={submit}>
      {intro ? <p>{intro}</p> : null}
      <TextField
        label={t('login.email')}
        type="email"
        autoComplete="email"
        required
        value={email}
        error={touched && !valid ? t('login.error.email') : null}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
      <ErrorNote error={error} />
    </form>
  );
}
