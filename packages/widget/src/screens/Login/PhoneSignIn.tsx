import { PHONE_PATTERN, normalisePhone } from '@ticketkit/contract/rules';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { CodeEntry } from './CodeEntry.tsx';
import type { DisplayError } from '../../ui/displayError.ts';
import { ErrorNote } from '../../ui/ErrorNote.tsx';
import type { PhoneStage } from './loginTypes.ts';
import { authMessages } from './messages.ts';

export interface PhoneSignInProps {
  phone: PhoneStage;
  pending?: string | null;
  sendError?: DisplayError | null;
  confirmError?: DisplayError | null;
  /** `container` hosts the invisible reCAPTCHA the SDK needs. */
  onSend(phone: string, container: HTMLElement): void;
  onConfirm(code: string): void;
  onResend(container: HTMLElement): void;
  onChangeNumber(): void;
  submitLabel?: string;
}

/** Phone number, then the code with resend and a visible timer. */
export function PhoneSignIn({ phone, pending, sendError, confirmError, onSend, onConfirm, onResend, onChangeNumber, submitLabel }: PhoneSignInProps) {
  const t = authMessages.useT();
  const captcha = useRef<HTMLDivElement>(null);
  const [value, setValue] = useState(phone.stage === 'code' ? phone.phone : '');
  const [touched, setTouched] = useState(false);
  const normalised = normalisePhone(value);
  const valid = PHONE_PATTERN.test(normalised);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (valid && captcha.current) onSend(normalised, captcha.current);
  };
  return (
    <div className="tk-stack">
      {phone.stage === 'enter' ? (
        <form className="tk-stack" noValidate aria-label={t('login.method.phone')} onSubmit={submit}>
          <TextField
            label={t('phone.label')}
            hint={t('phone.hint')}
            type="tel"
            autoComplete="tel"
            required
            value={value}
            error={touched && !valid ? t('phone.error') : null}
            onChange={(e) => setValue(e.target.value)}
          />
          <Button type="submit" busy={pending === 'phone-send'}>
            {t('phone.send')}
          </Button>
          <ErrorNote error={sendError} />
        </form>
      ) : (
        <CodeEntry
          sentTo={phone.phone}
          submitLabel={submitLabel ?? t('phone.confirm')}
          resendAt={phone.resendAt}
          busy={pending === 'phone-confirm'}
          resendBusy={pending === 'phone-send'}
          error={confirmError}
          resendError={sendError}
          onConfirm={onConfirm}
          onResend={() => captcha.current && onResend(captcha.current)}
          onBack={onChangeNumber}
        />
      )}
      <div ref={captcha} data-recaptcha-container="" />
    </div>
  );
}
