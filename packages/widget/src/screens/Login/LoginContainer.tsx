import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '../../context/hooks.ts';
import { useEmit, useTicketkit } from '../../context/TicketkitProvider.tsx';
import { Button } from '../../ui/Button.tsx';
import { NavigateLink } from '../../ui/NavigateLink.tsx';
import { DEFAULT_PASSWORD_POLICY, type MfaChallenge, type PasswordPolicy, type PhoneConfirmation } from '@ticketkit/sdk';
import { enabledMethods, enabledProviders, SIGN_IN_PROVIDERS, type SignInProvider } from '../../sdk/providers.ts';
import type { WidgetCallbacks } from '../../events.ts';
import { toDisplayError, type DisplayError } from '../../ui/displayError.ts';
import { Login } from './Login.tsx';
import { RESEND_AFTER_MS, UNAVAILABLE_CODES, resolveSource, signedOutReason, type LoginAction, type PhoneStage } from './loginTypes.ts';
import { authMessages } from './messages.ts';

export interface LoginContainerProps extends WidgetCallbacks {
  mode?: 'sign-in' | 'sign-up';
  /** Where the person came from; they return there after sign-in. Defaults to the page's `?source=` (`/login?source=yourtickets`). */
  source?: string | null;
  /** The heading's level (default 2); deeper when the screen sits inside another, as in the booking step. */
  headingLevel?: 2 | 3 | 4;
  /** Why the person was sent here (`inactivity`); defaults to the page's `?reason=`. */
  reason?: string | null;
  providers?: readonly SignInProvider[];
  /** The page address, to finish an email sign-in link; defaults to `location.href`. */
  href?: string;
  /** Address the email sign-in link opens; defaults to the current page. */
  emailLinkUrl?: string;
}

/** The login screen bound to the SDK's auth: runs each action, keeps its error beside it, returns to `source`. */
export function LoginContainer({ mode: initialMode = 'sign-in', source: sourceProp, reason: reasonProp, headingLevel, providers: providersProp, href, emailLinkUrl, ...callbacks }: LoginContainerProps) {
  const sdk = useTicketkit();
  const t = authMessages.useT();
  const [pageQuery] = useState(() => new URLSearchParams(typeof location === 'undefined' ? '' : location.search));
  const source = sourceProp === undefined ? pageQuery.get('source') : sourceProp;
  const reason = signedOutReason(reasonProp === undefined ? pageQuery.get('reason') : reasonProp);
  const emit = useEmit(callbacks);
  const providers = providersProp ?? enabledProviders(sdk);
  const methods = enabledMethods(sdk);
  useEffect(() => {
    // Load Firebase now so a provider's popup opens within the click.
    sdk.auth.preload().catch(() => {});
  }, [sdk]);
  const session = useStore(sdk.session, (s) => s);
  const [mode, setMode] = useState(initialMode);
  const [pending, setPending] = useState<LoginAction | null>(null);
  const [errors, setErrors] = useState<Partial<Record<LoginAction, DisplayError>>>({});
  const [unavailable, setUnavailable] = useState<SignInProvider[]>([]);
  const [rules, setRules] = useState<PasswordPolicy>(DEFAULT_PASSWORD_POLICY);
  const [phone, setPhone] = useState<PhoneStage>({ stage: 'enter' });
  const [resetSentTo, setResetSentTo] = useState<string | null>(null);
  const [linkSentTo, setLinkSentTo] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<{ challenge: MfaChallenge; stage: 'choose' | 'code'; resendAt?: number } | null>(null);
  const pageHref = href ?? (typeof location === 'undefined' ? '' : location.href);
  const [emailLink, setEmailLink] = useState<'completing' | 'need-email' | null>(() => (sdk.auth.isEmailLink(pageHref) ? 'completing' : null));
  const phoneSender = useRef<PhoneConfirmation | null>(null);
  const finished = useRef(false);
  // Signed in before this screen opened: say so rather than sign in again.
  const [wasSignedIn] = useState(() => session.status === 'signed-in');

  const finish = useCallback(() => {
    const user = sdk.session.getState().user;
    if (finished.current || !user) return;
    finished.current = true;
    const to = resolveSource(source);
    emit('ticketkit:signed-in', { uid: user.uid, source: to });
    emit('ticketkit:navigate', { to });
  }, [sdk, source, emit]);

  // Redirect sign-in and other tabs settle through the session store. While this screen's own
  // action runs, `run` finishes it: sign-up reports the new user before the name is set on it.
  useEffect(() => {
    if (!wasSignedIn && pending === null && session.status === 'signed-in') finish();
  }, [session.status, wasSignedIn, pending, finish]);

  useEffect(() => {
    if (mode !== 'sign-up') return;
    let live = true;
    sdk.auth.getPasswordPolicy().then(
      (policy) => live && setRules(policy),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [sdk, mode]);

  const run = useCallback(
    async (action: LoginAction, work: () => Promise<unknown>, { signsIn = true }: { signsIn?: boolean } = {}) => {
      setPending(action);
      setErrors((e) => ({ ...e, [action]: undefined }));
      try {
        const result = await work();
        if (signsIn) finish();
        return result;
      } catch (error) {
        const shown = toDisplayError(error);
        const mfa = shown.code === 'auth/multi-factor-auth-required' ? sdk.auth.mfa : null;
        if (mfa) {
          setChallenge({ challenge: mfa, stage: 'choose' });
        } else if ((SIGN_IN_PROVIDERS as readonly string[]).includes(action) && UNAVAILABLE_CODES.has(shown.code)) {
          setUnavailable((u) => [...u, action as SignInProvider]);
        } else {
          setErrors((e) => ({ ...e, [action]: shown }));
        }
        return undefined;
      } finally {
        setPending((p) => (p === action ? null : p));
      }
    },
    [sdk, finish],
  );

  const [openedFromLink] = useState(() => emailLink === 'completing');
  useEffect(() => {
    if (!openedFromLink) return;
    let live = true;
    // The SDK remembers which address it sent the link to; without it, ask for it.
    sdk.auth.completeEmailLink(pageHref).then(
      () => {
        if (!live) return;
        if (sdk.session.getState().status === 'signed-in') finish();
        else setEmailLink('need-email');
      },
      (error: unknown) => {
        if (!live) return;
        const shown = toDisplayError(error);
        if (shown.code !== 'auth/missing-email') setErrors((e) => ({ ...e, 'link-complete': shown }));
        setEmailLink('need-email');
      },
    );
    return () => {
      live = false;
    };
  }, [openedFromLink, sdk, pageHref, finish]);

  if (wasSignedIn && session.user) {
    return (
      <section className="tk-stack" aria-label={t('signedIn.heading')}>
        <h2>{t('signedIn.heading')}</h2>
        <p>{t('signedIn.as', { name: session.user.displayName || session.user.email || session.user.phoneNumber || session.user.uid })}</p>
        <div className="tk-row">
          <NavigateLink to={resolveSource(source)} onNavigate={(to) => emit('ticketkit:navigate', { to })}>
            {t('signedIn.continue')}
          </NavigateLink>
          <Button
            variant="secondary"
            onClick={() =>
              void sdk.auth.signOut().then(
                () => emit('ticketkit:signed-out', { reason: 'user' }),
                (e: unknown) => console.error('ticketkit/sign-out-failed', e),
              )
            }
          >
            {t('signedIn.signOut')}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <Login
      mode={mode}
      providers={providers}
      methods={methods}
      unavailable={unavailable}
      passwordRules={rules}
      pending={pending}
      errors={errors}
      phone={phone}
      resetSentTo={resetSentTo}
      linkSentTo={linkSentTo}
      emailLink={emailLink}
      secondFactor={challenge ? { hints: challenge.challenge.hints.map((h) => ({ uid: h.uid, label: h.phoneNumber ?? h.displayName ?? h.uid })), stage: challenge.stage } : null}
      secondFactorResendAt={challenge?.resendAt}
      signedOutReason={mode === 'sign-in' ? reason : null}
      headingLevel={headingLevel}
      onModeChange={setMode}
      onProvider={(p) => void run(p, () => sdk.auth.signInWithProvider(p))}
      onRedirect={(p) => void run(p, () => sdk.auth.signInWithProvider(p), { signsIn: false })}
      onPasswordSignIn={({ email, password }) => void run('password', () => sdk.auth.signInWithEmail(email, password))}
      onSignUp={({ name, email, password }) => void run('sign-up', () => sdk.auth.signUpWithEmail(email, password, name || undefined))}
      onReset={(email) => void run('reset', async () => {
        await sdk.auth.sendPasswordReset(email);
        setResetSentTo(email);
      }, { signsIn: false })}
      onSendLink={(email) => void run('link', async () => {
        await sdk.auth.sendEmailLink(email, emailLinkUrl ?? pageHref);
        setLinkSentTo(email);
      }, { signsIn: false })}
      onCompleteLink={(email) => void run('link-complete', () => sdk.auth.completeEmailLink(pageHref, email))}
      onSendPhoneCode={(number, container) =>
        void run('phone-send', async () => {
          phoneSender.current = await sdk.auth.startPhoneSignIn(number, container);
          setPhone({ stage: 'code', phone: number, resendAt: Date.now() + RESEND_AFTER_MS });
        }, { signsIn: false })
      }
      onConfirmPhoneCode={(code) => void run('phone-confirm', async () => {
        if (!phoneSender.current) throw Object.assign(new Error('Ask for a new code.'), { code: 'auth/code-expired' });
        await phoneSender.current.confirm(code);
      })}
      onChangePhone={() => {
        phoneSender.current = null;
        setPhone({ stage: 'enter' });
        setErrors((e) => ({ ...e, 'phone-send': undefined, 'phone-confirm': undefined }));
      }}
      onSendSecondFactor={(hintUid, container) =>
        challenge &&
        void run('mfa-send', async () => {
          await challenge.challenge.sendCode(Math.max(0, challenge.challenge.hints.findIndex((h) => h.uid === hintUid)), container);
          setChallenge({ ...challenge, stage: 'code', resendAt: Date.now() + RESEND_AFTER_MS });
        }, { signsIn: false })
      }
      onConfirmSecondFactor={(code) => challenge && void run('mfa-confirm', () => challenge.challenge.confirm(code))}
      onCancelSecondFactor={() => {
        setChallenge(null);
        setErrors({});
      }}
    />
  );
}
