import { useRef, useState, useId } from 'react';
import { Button } from '../../ui/Button.tsx';
import { CodeEntry } from './CodeEntry.tsx';
import type { DisplayError } from '../../ui/displayError.ts';
import { ErrorNote } from '../../ui/ErrorNote.tsx';
import type { SecondFactorStage } from './loginTypes.ts';
import { authMessages } from './messages.ts';

export interface SecondFactorStepProps {
  challenge: SecondFactorStage;
  pending?: string | null;
  sendError?: DisplayError | null;
  confirmError?: DisplayError | null;
  resendAt?: number;
  onSend(hintUid: string, container: HTMLElement): void;
  onConfirm(code: string): void;
  onCancel(): void;
}

/** The second sign-in step for an account with a phone second factor. */
export function SecondFactorStep({ challenge, pending, sendError, confirmError, resendAt, onSend, onConfirm, onCancel }: SecondFactorStepProps) {
  const t = authMessages.useT();
  const uid = useId();
  const captcha = useRef<HTMLDivElement>(null);
  const [hint, setHint] = useState(challenge.hints[0]?.uid ?? '');
  const label = challenge.hints.find((h) => h.uid === hint)?.label ?? '';
  const send = () => captcha.current && onSend(hint, captcha.current);
  return (
    <section className="tk-stack" aria-labelledby={`${uid}-tk-mfa-heading`}>
      <h2 part="heading" id={`${uid}-tk-mfa-heading`}>{t('mfa.heading')}</h2>
      {challenge.stage === 'choose' ? (
        <>
          {challenge.hints.length > 1 ? (
            <fieldset className="tk-stack">
              <legend>{t('mfa.choose')}</legend>
              {challenge.hints.map((h) => (
                <label key={h.uid} className="tk-row">
                  <input type="radio" name={`${uid}-hint`} value={h.uid} checked={hint === h.uid} onChange={() => setHint(h.uid)} />
                  {h.label}
                </label>
              ))}
            </fieldset>
          ) : (
            <p>{t('mfa.body', { phone: label })}</p>
          )}
          <Button busy={pending === 'mfa-send'} onClick={send}>
            {t('mfa.send')}
          </Button>
          <ErrorNote error={sendError} />
        </>
      ) : (
        <CodeEntry
          sentTo={label}
          submitLabel={t('mfa.confirm')}
          resendAt={resendAt}
          busy={pending === 'mfa-confirm'}
          resendBusy={pending === 'mfa-send'}
          error={confirmError}
          resendError={sendError}
          onConfirm={onConfirm}
          onResend={send}
        />
      )}
      <Button variant="link" onClick={onCancel}>
        {t('mfa.cancel')}
      </Button>
      <div ref={captcha} data-recaptcha-container="" />
    </section>
  );
}
