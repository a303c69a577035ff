import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { PhoneConfirmation } from '@ticketkit/sdk';
import { useStore } from '../../context/hooks.ts';
import type { WidgetSdk } from '../../sdk/types.ts';
import type { Emit } from '../../events.ts';
import { toDisplayError } from '../../ui/displayError.ts';
import type { LoginProps } from './Login.tsx';
import { initialLoginState, loginReducer } from './loginState.ts';
import { RESEND_AFTER_MS, resolveSource, type LoginAction } from './loginTypes.ts';

export interface UseLoginOptions {
  sdk: WidgetSdk;
  emit: Emit;
  mode: 'sign-in' | 'sign-up';
  /** Where the person came from; resolved to a path on this site. */
  source: string | null | undefined;
  /** The page address, to finish an email sign-in link. */
  href: string;
  /** Address the email sign-in link opens. */
  emailLinkUrl: string;
}

/** The callbacks and state `Login` takes, without what the container decides (providers, methods, heading, reason). */
export type LoginHandlers = Omit<LoginProps, 'providers' | 'methods' | 'headingLevel' | 'signedOutReason' | 'initialMethod'>;

/**
 * The login screen's state machine (loginState.ts) and its effects: runs each action against the
 * SDK's auth, keeps its error beside it, moves to the second factor or the phone code, finishes an
 * email link, and once signed in tells the host page and returns the person to `source`.
 */
export function useLogin({ sdk, emit, mode: initialMode, source, href, emailLinkUrl }: UseLoginOptions) {
  const session = useStore(sdk.session, (s) => s);
  // Signed in before this screen opened: say so rather than sign in again.
  const [wasSignedIn] = useState(() => session.status === 'signed-in');
  const [openedFromLink] = useState(() => sdk.auth.isEmailLink(href));
  const [state, dispatch] = useReducer(loginReducer, undefined, () => initialLoginState(initialMode, openedFromLink));
  const phoneSender = useRef<PhoneConfirmation | null>(null);
  const finished = useRef(false);

  useEffect(() => {
    // Load Firebase now so a provider's popup opens within the click.
    sdk.auth.preload().catch(() => {});
  }, [sdk]);

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
    if (!wasSignedIn && state.pending === null && session.status === 'signed-in') finish();
  }, [session.status, wasSignedIn, state.pending, finish]);

  useEffect(() => {
    if (state.mode !== 'sign-up') return;
    let live = true;
    sdk.auth.getPasswordPolicy().then(
      (rules) => live && dispatch({ type: 'rules-loaded', rules }),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [sdk, state.mode]);

  useEffect(() => {
    if (!openedFromLink) return;
    let live = true;
    // The SDK remembers which address it sent the link to; without it, ask for it.
    sdk.auth.completeEmailLink(href).then(
      () => {
        if (!live) return;
        if (sdk.session.getState().status === 'signed-in') finish();
        else dispatch({ type: 'link-needs-email' });
      },
      (error: unknown) => {
        if (!live) return;
        const shown = toDisplayError(error);
        dispatch({ type: 'link-needs-email', error: shown.code === 'auth/missing-email' ? undefined : shown });
      },
    );
    return () => {
      live = false;
    };
  }, [openedFromLink, sdk, href, finish]);

  const run = useCallback(
    async (action: LoginAction, work: () => Promise<unknown>, { signsIn = true }: { signsIn?: boolean } = {}) => {
      dispatch({ type: 'started', action });
      try {
        await work();
        if (signsIn) finish();
      } catch (error) {
        const shown = toDisplayError(error);
        dispatch({ type: 'failed', action, error: shown, mfa: shown.code === 'auth/multi-factor-auth-required' ? sdk.auth.mfa : null });
      } finally {
        dispatch({ type: 'settled', action });
      }
    },
    [sdk, finish],
  );

  const { challenge } = state;
  const view: LoginHandlers = {
    mode: state.mode,
    unavailable: state.unavailable,
    passwordRules: state.passwordRules,
    pending: state.pending,
    errors: state.errors,
    phone: state.phone,
    resetSentTo: state.resetSentTo,
    linkSentTo: state.linkSentTo,
    emailLink: state.emailLink,
    secondFactor: challenge ? { hints: challenge.challenge.hints.map((h) => ({ uid: h.uid, label: h.phoneNumber ?? h.displayName ?? h.uid })), stage: challenge.stage } : null,
    secondFactorResendAt: challenge?.resendAt,
    onModeChange: (mode) => dispatch({ type: 'mode-changed', mode }),
    onProvider: (p) => void run(p, () => sdk.auth.signInWithProvider(p)),
    onRedirect: (p) => void run(p, () => sdk.auth.signInWithProvider(p), { signsIn: false }),
    onPasswordSignIn: ({ email, password }) => void run('password', () => sdk.auth.signInWithEmail(email, password)),
    onSignUp: ({ name, email, password }) => void run('sign-up', () => sdk.auth.signUpWithEmail(email, password, name || undefined)),
    onReset: (email) =>
      void run('reset', async () => {
        await sdk.auth.sendPasswordReset(email);
        dispatch({ type: 'reset-sent', email });
      }, { signsIn: false }),
    onSendLink: (email) =>
      void run('link', async () => {
        await sdk.auth.sendEmailLink(email, emailLinkUrl);
        dispatch({ type: 'link-sent', email });
      }, { signsIn: false }),
    onCompleteLink: (email) => void run('link-complete', () => sdk.auth.completeEmailLink(href, email)),
    onSendPhoneCode: (phone, container) =>
      void run('phone-send', async () => {
        phoneSender.current = await sdk.auth.startPhoneSignIn(phone, container);
        dispatch({ type: 'phone-code-sent', phone, resendAt: Date.now() + RESEND_AFTER_MS });
      }, { signsIn: false }),
    onConfirmPhoneCode: (code) =>
      void run('phone-confirm', async () => {
        if (!phoneSender.current) throw Object.assign(new Error('Ask for a new code.'), { code: 'auth/code-expired' });
        await phoneSender.current.confirm(code);
      }),
    onChangePhone: () => {
      phoneSender.current = null;
      dispatch({ type: 'phone-changed' });
    },
    onSendSecondFactor: (hintUid, container) =>
      challenge &&
      void run('mfa-send', async () => {
        await challenge.challenge.sendCode(Math.max(0, challenge.challenge.hints.findIndex((h) => h.uid === hintUid)), container);
        dispatch({ type: 'second-factor-code-sent', resendAt: Date.now() + RESEND_AFTER_MS });
      }, { signsIn: false }),
    onConfirmSecondFactor: (code) => challenge && void run('mfa-confirm', () => challenge.challenge.confirm(code)),
    onCancelSecondFactor: () => dispatch({ type: 'second-factor-cancelled' }),
  };

  const signOut = () =>
    void sdk.auth.signOut().then(
      () => emit('ticketkit:signed-out', { reason: 'user' }),
      (e: unknown) => console.error('ticketkit/sign-out-failed', e),
    );

  return {
    /** The person who was signed in when the screen opened, or null: then `view` is the sign-in. */
    signedInAs: wasSignedIn ? session.user : null,
    continueTo: resolveSource(source),
    view,
    signOut,
  };
}
