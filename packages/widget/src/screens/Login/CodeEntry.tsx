import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import type { DisplayError } from '../../ui/displayError.ts';
import { ErrorNote } from '../../ui/ErrorNote.tsx';
import { authMessages } from './messages.ts';
import { formatCountdown, useCountdown } from '../../ui/useCountdown.ts';

export interface CodeEntryProps {
  /** Where the code went, e.g. "+91 98765 43210". */
  sentTo: string;
  submitLabel: string;
  /** epoch ms when a new code may be requested; omit to hide "send a new code". */
  resendAt?: number;
  busy?: boolean;
  resendBusy?: boolean;
  error?: DisplayError | null;
  resendError?: DisplayError | null;
  onConfirm(code: string): void;
  onResend?(): void;
  onBack?(): void;
  backLabel?: string;
}

/** A 6-digit code field with a visible timer before another code can be sent. */
export function CodeEntry({ sentTo, submitLabel, resendAt, busy, resendBusy, error, resendError, onConfirm, onResend, onBack, backLabel }: CodeEntryProps) {
  const t = authMessages.useT();
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const waitMs = useCountdown(resendAt);
  const valid = /^\d{6}$/.test(code);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (valid) onConfirm(code);
  };
  return (
    <form className="tk-stack" noValidate aria-label={t('phone.codeForm')} onSubmit={submit}>
      <p role="status">{t('phone.codeSent', { phone: sentTo })}</p>
      <TextField
        label={t('phone.code')}
        hint={t('phone.codeHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        value={code}
        error={touched && !valid ? t('phone.codeError') : null}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
      />
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
      <ErrorNote error={error} />
      {onResend && resendAt !== undefined ? (
        waitMs > 0 ? (
          <p className="tk-countdown" data-testid="resend-timer">
            {t('phone.resendIn', { time: formatCountdown(waitMs) })}
          </p>
        ) : (
          <Button variant="secondary" busy={resendBusy} onClick={onResend}>
            {t('phone.resend')}
          </Button>
        )
      ) : null}
      <ErrorNote error={resendError} />
      {onBack ? (
        <Button variant="link" onClick={onBack}>
          {backLabel ?? t('phone.change')}
        </Button>
      ) : null}
    </form>
  );
}
