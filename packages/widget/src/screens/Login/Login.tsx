import { useId, useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from '@ticketkit/sdk';
import { SIGN_IN_PROVIDERS, type SignInProvider } from '../../sdk/providers.ts';
import type { DisplayError } from '../../ui/displayError.ts';
import { EmailPasswordForm } from './EmailPasswordForm.tsx';
import type { LoginAction, LoginMethod, PhoneStage, SecondFactorStage, SignedOutReason } from './loginTypes.ts';
import { authMessages } from './messages.ts';
import { PhoneSignIn } from './PhoneSignIn.tsx';
import { ProviderButtons } from './ProviderButtons.tsx';
import { SecondFactorStep } from './SecondFactorStep.tsx';
import { SimpleEmailForm } from './SimpleEmailForm.tsx';

export interface LoginProps {
  mode: 'sign-in' | 'sign-up';
  providers?: readonly SignInProvider[];
  /** Email and phone ways offered (default all three). */
  methods?: readonly ('password' | 'link' | 'phone')[];
  unavailable?: readonly SignInProvider[];
  passwordRules?: PasswordPolicy;
  /** The action running now; its button shows busy. */
  pending?: LoginAction | null;
  /** Each error beside the action that caused it. */
  errors?: Partial<Record<LoginAction, DisplayError>>;
  initialMethod?: LoginMethod;
  phone?: PhoneStage;
  resetSentTo?: string | null;
  linkSentTo?: string | null;
  /** Opening an email sign-in link: finishing, or asking which email it was sent to. */
  emailLink?: 'completing' | 'need-email' | null;
  secondFactor?: SecondFactorStage | null;
  secondFactorResendAt?: number;
  /** The heading's level: 2 for a screen of its own, deeper inside another screen (the booking step). */
  headingLevel?: 2 | 3 | 4;
  /** Why the person was signed out and sent here (the inactivity sign-out); said above the sign-in ways. */
  signedOutReason?: SignedOutReason | null;
  onModeChange?(mode: 'sign-in' | 'sign-up'): void;
  onProvider(provider: SignInProvider): void;
  onRedirect(provider: SignInProvider): void;
  onPasswordSignIn(values: { email: string; password: string }): void;
  onSignUp(values: { name: string; email: string; password: string }): void;
  onReset(email: string): void;
  onSendLink(email: string): void;
  onCompleteLink(email: string): void;
  onSendPhoneCode(phone: string, container: HTMLElement): void;
  onConfirmPhoneCode(code: string): void;
  onChangePhone(): void;
  onSendSecondFactor(hintUid: string, container: HTMLElement): void;
  onConfirmSecondFactor(code: string): void;
  onCancelSecondFactor(): void;
}

const METHODS = ['password', 'link', 'phone'] as const;

/** Sign-in and sign-up with every provider, email and password, email link and phone. */
export function Login(props: LoginProps) {
  const { mode, methods = METHODS, providers = SIGN_IN_PROVIDERS, unavailable = [], passwordRules = DEFAULT_PASSWORD_POLICY, pending = null, errors = {} } = props;
  const t = authMessages.useT();
  const headingId = useId();
  const [method, setMethod] = useState<LoginMethod>(props.initialMethod ?? methods[0] ?? 'password');
  const [resetEmail, setResetEmail] = useState('');
  const heading = mode === 'sign-up' ? t('signup.heading') : t('login.heading');
  const Heading = `h${props.headingLevel ?? 2}` as 'h2' | 'h3' | 'h4';

  // The second step comes first: it follows any first factor, the email link included.
  if (props.secondFactor) {
    return (
      <SecondFactorStep
        challenge={props.secondFactor}
        pending={pending}
        sendError={errors['mfa-send']}
        confirmError={errors['mfa-confirm']}
        resendAt={props.secondFactorResendAt}
        onSend={props.onSendSecondFactor}
        onConfirm={props.onConfirmSecondFactor}
        onCancel={props.onCancelSecondFactor}
      />
    );
  }

  if (props.emailLink) {
    return (
      <section className="tk-stack" aria-labelledby={headingId}>
        <Heading id={headingId}>{heading}</Heading>
        {props.emailLink === 'completing' && !errors['link-complete'] ? (
          <p role="status">{t('link.completing')}</p>
        ) : (
          <SimpleEmailForm
            label={t('link.finish')}
            intro={t('link.needEmail')}
            submitLabel={t('link.finish')}
            busy={pending === 'link-complete'}
            error={errors['link-complete']}
            onSubmit={props.onCompleteLink}
          />
        )}
      </section>
    );
  }

  return (
    <section className="tk-stack" aria-labelledby={headingId}>
      <Heading id={headingId}>{heading}</Heading>
      {props.signedOutReason ? (
        <p className="tk-alert" role="status" data-tone="info">
          {t(`signedOut.${props.signedOutReason}`)}
        </p>
      ) : null}
      <ProviderButtons
        providers={providers}
        unavailable={unavailable}
        pending={pending}
        errors={errors}
        onSelect={props.onProvider}
        onRedirect={props.onRedirect}
      />
      {methods.length > 1 ? (
        <div className="tk-segmented-frame">
          <div className="tk-segmented" role="group" aria-label={t('login.otherWays')}>
            {methods.map((m) => (
              <button key={m} type="button" aria-pressed={method === m || (m === 'password' && method === 'reset')} onClick={() => setMethod(m)}>
                {t(`login.method.${m}`)}
              </button>
            ))}
          </div>
        </div>
      ) : null}
      {methods.length === 0 ? null : method === 'password' ? (
        <EmailPasswordForm
          key={mode}
          mode={mode}
          rules={passwordRules}
          busy={pending === 'password' || pending === 'sign-up'}
          error={errors[mode === 'sign-up' ? 'sign-up' : 'password']}
          initialEmail={resetEmail}
          onSignIn={props.onPasswordSignIn}
          onSignUp={props.onSignUp}
          onForgot={(email) => {
            setResetEmail(email);
            setMethod('reset');
          }}
        />
      ) : method === 'reset' ? (
        <div className="tk-stack">
          <h3 part="heading">{t('reset.heading')}</h3>
          <SimpleEmailForm
            label={t('reset.heading')}
            submitLabel={t('reset.submit')}
            initialEmail={resetEmail}
            sentMessage={props.resetSentTo ? t('reset.sent', { email: props.resetSentTo }) : null}
            busy={pending === 'reset'}
            error={errors.reset}
            onSubmit={props.onReset}
          />
          <Button variant="link" onClick={() => setMethod('password')}>
            {t('reset.back')}
          </Button>
        </div>
      ) : method === 'link' ? (
        <SimpleEmailForm
          label={t('login.method.link')}
          submitLabel={t('link.submit')}
          sentMessage={props.linkSentTo ? t('link.sent', { email: props.linkSentTo }) : null}
          busy={pending === 'link'}
          error={errors.link}
          onSubmit={props.onSendLink}
        />
      ) : (
        <PhoneSignIn
          phone={props.phone ?? { stage: 'enter' }}
          pending={pending}
          sendError={errors['phone-send']}
          confirmError={errors['phone-confirm']}
          onSend={props.onSendPhoneCode}
          onConfirm={props.onConfirmPhoneCode}
          onResend={(container) => props.phone?.stage === 'code' && props.onSendPhoneCode(props.phone.phone, container)}
          onChangeNumber={props.onChangePhone}
        />
      )}
      {props.onModeChange ? (
        <Button variant="link" onClick={() => props.onModeChange?.(mode === 'sign-up' ? 'sign-in' : 'sign-up')}>
          {mode === 'sign-up' ? t('login.toSignIn') : t('login.toSignUp')}
        </Button>
      ) : null}
    </section>
  );
}
