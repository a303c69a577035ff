import { DEFAULT_PASSWORD_POLICY, type MfaChallenge, type PasswordPolicy } from '@ticketkit/sdk';
import { SIGN_IN_PROVIDERS, type SignInProvider } from '../../sdk/providers.ts';
import type { DisplayError } from '../../ui/displayError.ts';
import { UNAVAILABLE_CODES, type LoginAction, type PhoneStage } from './loginTypes.ts';

/** The second step of a sign-in: the SDK's challenge, and whether its code was sent. */
export interface ChallengeState {
  challenge: MfaChallenge;
  stage: 'choose' | 'code';
  /** epoch ms when "send a new code" unlocks */
  resendAt?: number;
}

/** Everything the login screen remembers between the person's actions. */
export interface LoginState {
  mode: 'sign-in' | 'sign-up';
  /** The action running now; its button shows busy. */
  pending: LoginAction | null;
  /** Each error beside the action that caused it. */
  errors: Partial<Record<LoginAction, DisplayError>>;
  /** Providers whose sign-in cannot load on this page; offered no more. */
  unavailable: SignInProvider[];
  passwordRules: PasswordPolicy;
  phone: PhoneStage;
  resetSentTo: string | null;
  linkSentTo: string | null;
  challenge: ChallengeState | null;
  /** Opening an email sign-in link: finishing, or asking which email it was sent to. */
  emailLink: 'completing' | 'need-email' | null;
}

export type LoginEvent =
  | { type: 'mode-changed'; mode: LoginState['mode'] }
  | { type: 'rules-loaded'; rules: PasswordPolicy }
  | { type: 'started'; action: LoginAction }
  /** `mfa` is the SDK's second step when the failure asks for one. */
  | { type: 'failed'; action: LoginAction; error: DisplayError; mfa: MfaChallenge | null }
  | { type: 'settled'; action: LoginAction }
  | { type: 'reset-sent'; email: string }
  | { type: 'link-sent'; email: string }
  /** The link could not finish on its own (another device, or it failed): ask for the email. */
  | { type: 'link-needs-email'; error?: DisplayError }
  | { type: 'phone-code-sent'; phone: string; resendAt: number }
  | { type: 'phone-changed' }
  | { type: 'second-factor-code-sent'; resendAt: number }
  | { type: 'second-factor-cancelled' };

export function initialLoginState(mode: LoginState['mode'], openedFromLink: boolean): LoginState {
  return {
    mode,
    pending: null,
    errors: {},
    unavailable: [],
    passwordRules: DEFAULT_PASSWORD_POLICY,
    phone: { stage: 'enter' },
    resetSentTo: null,
    linkSentTo: null,
    challenge: null,
    emailLink: openedFromLink ? 'completing' : null,
  };
}

const isProvider = (action: LoginAction): action is SignInProvider => (SIGN_IN_PROVIDERS as readonly string[]).includes(action);

/** The login screen's transitions; the effects (SDK calls, host events) stay in useLogin. */
export function loginReducer(state: LoginState, event: LoginEvent): LoginState {
  switch (event.type) {
    case 'mode-changed':
      return { ...state, mode: event.mode };
    case 'rules-loaded':
      return { ...state, passwordRules: event.rules };
    case 'started':
      return { ...state, pending: event.action, errors: { ...state.errors, [event.action]: undefined } };
    case 'failed':
      // A second factor is not a failure: it is the next step. A provider that cannot load here is
      // taken off the list rather than explained again on every click.
      if (event.mfa) return { ...state, challenge: { challenge: event.mfa, stage: 'choose' } };
      if (isProvider(event.action) && UNAVAILABLE_CODES.has(event.error.code)) return { ...state, unavailable: [...state.unavailable, event.action] };
      return { ...state, errors: { ...state.errors, [event.action]: event.error } };
    case 'settled':
      // Only the action that is still running clears the busy state; a newer one keeps it.
      return state.pending === event.action ? { ...state, pending: null } : state;
    case 'reset-sent':
      return { ...state, resetSentTo: event.email };
    case 'link-sent':
      return { ...state, linkSentTo: event.email };
    case 'link-needs-email':
      return { ...state, emailLink: 'need-email', errors: event.error ? { ...state.errors, 'link-complete': event.error } : state.errors };
    case 'phone-code-sent':
      return { ...state, phone: { stage: 'code', phone: event.phone, resendAt: event.resendAt } };
    case 'phone-changed':
      return { ...state, phone: { stage: 'enter' }, errors: { ...state.errors, 'phone-send': undefined, 'phone-confirm': undefined } };
    case 'second-factor-code-sent':
      return state.challenge ? { ...state, challenge: { ...state.challenge, stage: 'code', resendAt: event.resendAt } } : state;
    case 'second-factor-cancelled':
      return { ...state, challenge: null, errors: {} };
  }
}
