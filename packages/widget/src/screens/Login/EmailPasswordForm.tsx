import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import type { PasswordPolicy } from '@ticketkit/sdk';
import type { DisplayError } from '../../ui/displayError.ts';
import { ErrorNote } from '../../ui/ErrorNote.tsx';
import { useErrorText } from '../../ui/useErrorText.ts';
import { EMAIL_PATTERN } from '@ticketkit/contract/rules';
import { authMessages } from './messages.ts';
import { PasswordRequirements } from './PasswordRequirements.tsx';
import { passwordRequirements } from './passwordRules.ts';

export interface EmailPasswordFormProps {
  mode: 'sign-in' | 'sign-up';
  rules: PasswordPolicy;
  busy?: boolean;
  disabled?: boolean;
  error?: DisplayError | null;
  initialEmail?: string;
  onSignIn(values: { email: string; password: string }): void;
  onSignUp(values: { name: string; email: string; password: string }): void;
  /** "Forgot your password?" or the error's "Reset password" action, with what was typed. */
  onForgot(email: string): void;
}

const RESET_CODES = new Set(['auth/wrong-password', 'auth/invalid-credential', 'auth/invalid-login-credentials']);

export function EmailPasswordForm({ mode, rules, busy, disabled, error, initialEmail = '', onSignIn, onSignUp, onForgot }: EmailPasswordFormProps) {
  const t = authMessages.useT();
  // The catalogue's way out of this error ("Reset password"), in the screen's language.
  const errorAction = useErrorText(error?.code ?? '').action;
  const [name, setName] = useState('');
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const signUp = mode === 'sign-up';
  const emailError = touched && !EMAIL_PATTERN.test(email.trim()) ? t('login.error.email') : null;
  const rulesMet = passwordRequirements(rules, password).every((r) => r.met);
  const passwordError = !touched ? null : password === '' ? t('login.error.password') : signUp && !rulesMet ? t('login.error.passwordRules') : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!EMAIL_PATTERN.test(email.trim()) || password === '' || (signUp && !rulesMet)) return;
    if (signUp) onSignUp({ name: name.trim(), email: email.trim(), password });
    else onSignIn({ email: email.trim(), password });
  };

  return (
    <form className="tk-stack" noValidate onSubmit={submit} aria-label={t('login.method.password')}>
      {signUp ? <TextField label={t('login.name')} autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} /> : null}
      <TextField label={t('login.email')} type="email" autoComplete="email" required value={email} error={emailError} onChange={(e) => setEmail(e.target.value)} />
      <TextField
        label={t('login.password')}
        type="password"
        autoComplete={signUp ? 'new-password' : 'current-password'}
        required
        value={password}
        error={passwordError}
        onChange={(e) => setPassword(e.target.value)}
      />
      {signUp ? <PasswordRequirements rules={rules} password={password} /> : null}
      <Button type="submit" busy={busy} disabled={disabled}>
        {signUp ? t('login.submitSignUp') : t('login.submit')}
      </Button>
      <ErrorNote error={error}>
        {error && RESET_CODES.has(error.code) ? (
          <Button variant="link" onClick={() => onForgot(email)}>
            {errorAction ?? t('login.forgot')}
          </Button>
        ) : null}
      </ErrorNote>
      {!signUp ? (
        <Button variant="link" onClick={() => onForgot(email)}>
          {t('login.forgot')}
        </Button>
      ) : null}
    </form>
  );
}
