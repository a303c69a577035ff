import { DEFAULT_PASSWORD_POLICY, type MfaChallenge } from '@ticketkit/sdk';
import { describe, expect, it } from 'vitest';
import type { DisplayError } from '../../ui/displayError.ts';
import { initialLoginState, loginReducer, type LoginEvent, type LoginState } from './loginState.ts';

const error = (code: string): DisplayError => ({ code, message: code, retryable: false, severity: 'error' });
const challenge: MfaChallenge = { hints: [{ uid: 'f1', factorId: 'phone', displayName: null, phoneNumber: '+*******3210' }], sendCode: async () => {}, confirm: async () => {} };
const after = (events: LoginEvent[], from: LoginState = initialLoginState('sign-in', false)) => events.reduce(loginReducer, from);

describe('given a fresh login screen', () => {
  it('starts idle with the default policy, or finishing the email link it was opened from', () => {
    expect(initialLoginState('sign-up', false)).toMatchObject({ mode: 'sign-up', pending: null, errors: {}, passwordRules: DEFAULT_PASSWORD_POLICY, emailLink: null, challenge: null });
    expect(initialLoginState('sign-in', true).emailLink).toBe('completing');
  });
});

describe('given an action that fails', () => {
  it('keeps the error beside that action only, and clears it when the action is tried again', () => {
    const failed = after([{ type: 'started', action: 'password' }, { type: 'failed', action: 'password', error: error('auth/invalid-credential'), mfa: null }, { type: 'settled', action: 'password' }]);
    expect(failed.errors).toEqual({ password: error('auth/invalid-credential') });
    expect(failed.pending).toBeNull();
    expect(after([{ type: 'started', action: 'password' }], failed).errors.password).toBeUndefined();
  });

  it('moves to the second step when the failure asks for a second factor, with no error shown', () => {
    const state = after([{ type: 'started', action: 'password' }, { type: 'failed', action: 'password', error: error('auth/multi-factor-auth-required'), mfa: challenge }]);
    expect(state.challenge).toEqual({ challenge, stage: 'choose' });
    expect(state.errors.password).toBeUndefined();
  });

  it('takes a provider that cannot load here off the list instead of showing an error', () => {
    const state = after([{ type: 'failed', action: 'google', error: error('auth/internal-error'), mfa: null }]);
    expect(state.unavailable).toEqual(['google']);
    expect(state.errors.google).toBeUndefined();
  });

  it('shows the same code as an error for an action that is not a provider', () => {
    const state = after([{ type: 'failed', action: 'password', error: error('auth/internal-error'), mfa: null }]);
    expect(state.unavailable).toEqual([]);
    expect(state.errors.password?.code).toBe('auth/internal-error');
  });
});

describe('given two actions one after the other', () => {
  it('keeps the newer one busy when the older one settles', () => {
    const state = after([{ type: 'started', action: 'google' }, { type: 'started', action: 'password' }, { type: 'settled', action: 'google' }]);
    expect(state.pending).toBe('password');
  });
});

describe('given phone sign-in', () => {
  it('moves to the code with its resend time, and back to the number without the old errors', () => {
    const sent = after([{ type: 'phone-code-sent', phone: '+919876543210', resendAt: 30_000 }, { type: 'failed', action: 'phone-confirm', error: error('auth/invalid-verification-code'), mfa: null }]);
    expect(sent.phone).toEqual({ stage: 'code', phone: '+919876543210', resendAt: 30_000 });
    const changed = after([{ type: 'phone-changed' }], sent);
    expect(changed.phone).toEqual({ stage: 'enter' });
    expect(changed.errors['phone-confirm']).toBeUndefined();
  });
});

describe('given the second step', () => {
  const asked = after([{ type: 'failed', action: 'password', error: error('auth/multi-factor-auth-required'), mfa: challenge }]);

  it('moves to the code once it was sent', () => {
    expect(after([{ type: 'second-factor-code-sent', resendAt: 5 }], asked).challenge).toEqual({ challenge, stage: 'code', resendAt: 5 });
  });

  it('goes back to the first step with no errors when cancelled, and a late "sent" does not bring it back', () => {
    const cancelled = after([{ type: 'failed', action: 'mfa-send', error: error('auth/too-many-requests'), mfa: null }, { type: 'second-factor-cancelled' }], asked);
    expect(cancelled.challenge).toBeNull();
    expect(cancelled.errors).toEqual({});
    expect(after([{ type: 'second-factor-code-sent', resendAt: 5 }], cancelled).challenge).toBeNull();
  });
});

describe('given a page opened from an email sign-in link', () => {
  const opened = initialLoginState('sign-in', true);

  it('asks for the email without an error when the address was not remembered', () => {
    const state = after([{ type: 'link-needs-email' }], opened);
    expect(state.emailLink).toBe('need-email');
    expect(state.errors['link-complete']).toBeUndefined();
  });

  it('asks for the email and says why when finishing failed', () => {
    const state = after([{ type: 'link-needs-email', error: error('auth/invalid-action-code') }], opened);
    expect(state.emailLink).toBe('need-email');
    expect(state.errors['link-complete']?.code).toBe('auth/invalid-action-code');
  });
});

describe('given the person switches to sign-up', () => {
  it('changes the mode and takes the project policy when it arrives', () => {
    const rules = { ...DEFAULT_PASSWORD_POLICY, minLength: 10 };
    const state = after([{ type: 'mode-changed', mode: 'sign-up' }, { type: 'rules-loaded', rules }]);
    expect(state.mode).toBe('sign-up');
    expect(state.passwordRules).toEqual(rules);
  });
});
