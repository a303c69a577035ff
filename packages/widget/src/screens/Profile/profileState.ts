import type { DisplayError } from '../../ui/displayError.ts';
import type { PhoneStage } from '../Login/loginTypes.ts';
import type { ProfileAction } from './Profile.tsx';

export interface SecondFactor {
  uid: string;
  label: string;
}

/** Everything the profile screen remembers between the person's actions. */
export interface ProfileState {
  /** The action running now; its button shows busy. */
  pending: ProfileAction | null;
  /** Each error beside the action that caused it. */
  errors: Partial<Record<ProfileAction, DisplayError>>;
  saved: boolean;
  factors: SecondFactor[];
  /** Turning on two-step sign-in: entering the phone, then its code; null when not under way. */
  enrolment: PhoneStage | null;
  justEnrolled: boolean;
  /** Bumped when the second factors changed, so they are read again. */
  factorsVersion: number;
  /** Where the email-verification link went, once sent. */
  verificationSentTo: string | null;
}

export type ProfileEvent =
  | { type: 'started'; action: ProfileAction }
  | { type: 'failed'; action: ProfileAction; error: DisplayError }
  | { type: 'settled'; action: ProfileAction }
  | { type: 'saved' }
  | { type: 'factors-loaded'; factors: SecondFactor[] }
  | { type: 'enrol-started' }
  | { type: 'enrol-code-sent'; phone: string; resendAt: number }
  | { type: 'enrolled' }
  | { type: 'enrol-cancelled' }
  | { type: 'factor-removed' }
  | { type: 'verification-sent'; email: string };

export const initialProfileState: ProfileState = {
  pending: null,
  errors: {},
  saved: false,
  factors: [],
  enrolment: null,
  justEnrolled: false,
  factorsVersion: 0,
  verificationSentTo: null,
};

/** The profile screen's transitions; the effects (SDK calls, host events) stay in useProfile. */
export function profileReducer(state: ProfileState, event: ProfileEvent): ProfileState {
  switch (event.type) {
    case 'started': {
      const next = { ...state, pending: event.action, errors: { ...state.errors, [event.action]: undefined } };
      // "Saved" speaks of the last save only; a new code request means the verification email did its job.
      if (event.action === 'save') return { ...next, saved: false };
      if (event.action === 'mfa-enrol') return { ...next, verificationSentTo: null };
      return next;
    }
    case 'failed':
      return { ...state, errors: { ...state.errors, [event.action]: event.error } };
    case 'settled':
      // Only the action that is still running clears the busy state; a newer one keeps it.
      return state.pending === event.action ? { ...state, pending: null } : state;
    case 'saved':
      return { ...state, saved: true };
    case 'factors-loaded':
      return { ...state, factors: event.factors };
    case 'enrol-started':
      return { ...state, enrolment: { stage: 'enter' }, justEnrolled: false };
    case 'enrol-code-sent':
      return { ...state, enrolment: { stage: 'code', phone: event.phone, resendAt: event.resendAt } };
    case 'enrolled':
      return { ...state, enrolment: null, justEnrolled: true, factorsVersion: state.factorsVersion + 1 };
    case 'enrol-cancelled':
      return { ...state, enrolment: null };
    case 'factor-removed':
      return { ...state, justEnrolled: false, factorsVersion: state.factorsVersion + 1 };
    case 'verification-sent':
      return { ...state, verificationSentTo: event.email };
  }
}
