import { useState, useId } from 'react';
import { Button } from '../../ui/Button.tsx';
import { useErrorText } from '../../ui/useErrorText.ts';
import type { DisplayError } from '../../ui/displayError.ts';
import { ErrorNote } from '../../ui/ErrorNote.tsx';
import type { PhoneStage } from '../Login/loginTypes.ts';
import { PhoneSignIn } from '../Login/PhoneSignIn.tsx';
import { accountMessages } from './messages.ts';

export interface SecondFactorSectionProps {
  factors: { uid: string; label: string }[];
  /** null when not enrolling; otherwise the phone step (number, then code). */
  enrolment: PhoneStage | null;
  pending?: string | null;
  errors?: Partial<Record<'mfa-enrol' | 'mfa-confirm' | 'mfa-remove' | 'verify-email', DisplayError>>;
  justEnrolled?: boolean;
  /** Where the verification email went, once sent. */
  verificationSentTo?: string | null;
  onStart(): void;
  onSendCode(phone: string, container: HTMLElement): void;
  onConfirm(code: string): void;
  onCancel(): void;
  onRemove(factorUid: string): void;
  /** Sends the email that verifies the address (a second factor needs a verified email). */
  onSendVerification(): void;
}

/** The phone second factor: see it, add it (number → code), remove it. */
export function SecondFactorSection(props: SecondFactorSectionProps) {
  const { factors, enrolment, pending, errors = {}, justEnrolled } = props;
  const t = accountMessages.useT();
  const uid = useId();
  const [removing, setRemoving] = useState<string | null>(null);
  // A second factor needs a verified email: that error comes with the way to verify it.
  const needsVerifiedEmail = errors['mfa-enrol']?.code === 'auth/unverified-email' ? errors['mfa-enrol'] : null;
  // The error's own `action` is the SDK's English; the button speaks the screen's language.
  const verifyAction = useErrorText('auth/unverified-email').action;
  return (
    <section className="tk-stack" aria-labelledby={`${uid}-tk-mfa-settings-heading`}>
      <h3 part="heading" id={`${uid}-tk-mfa-settings-heading`}>{t('mfa.heading')}</h3>
      <p className="tk-muted">{t('mfa.intro')}</p>
      {factors.length === 0 ? <p>{t('mfa.none')}</p> : null}
      <ul className="tk-list tk-stack">
        {factors.map((f) => (
          <li key={f.uid} className="tk-row">
            <span>{t('mfa.enrolled', { phone: f.label })}</span>
            <Button
              variant="secondary"
              busy={pending === 'mfa-remove' && removing === f.uid}
              onClick={() => {
                setRemoving(f.uid);
                props.onRemove(f.uid);
              }}
            >
              {t('mfa.remove', { phone: f.label })}
            </Button>
          </li>
        ))}
      </ul>
      <ErrorNote error={errors['mfa-remove']} />
      {justEnrolled ? <p role="status">{t('mfa.done')}</p> : null}
      {enrolment ? (
        <div className="tk-stack">
          <PhoneSignIn
            phone={enrolment}
            pending={pending === 'mfa-enrol' ? 'phone-send' : pending === 'mfa-confirm' ? 'phone-confirm' : null}
            sendError={needsVerifiedEmail ? null : errors['mfa-enrol']}
            confirmError={errors['mfa-confirm']}
            submitLabel={t('mfa.confirm')}
            onSend={props.onSendCode}
            onConfirm={props.onConfirm}
            onResend={(container) => enrolment.stage === 'code' && props.onSendCode(enrolment.phone, container)}
            onChangeNumber={props.onStart}
          />
          {needsVerifiedEmail ? (
            props.verificationSentTo ? (
              <p className="tk-alert" role="status">
                {t('mfa.verificationSent', { email: props.verificationSentTo })}
              </p>
            ) : (
              <ErrorNote error={needsVerifiedEmail}>
                <Button busy={pending === 'verify-email'} onClick={props.onSendVerification}>
                  {verifyAction ?? t('mfa.sendVerification')}
                </Button>
              </ErrorNote>
            )
          ) : null}
          <ErrorNote error={errors['verify-email']} />
          <Button variant="link" onClick={props.onCancel}>
            {t('mfa.cancel')}
          </Button>
        </div>
      ) : factors.length === 0 ? (
        <Button variant="secondary" onClick={props.onStart}>
          {t('mfa.add')}
        </Button>
      ) : null}
    </section>
  );
}
