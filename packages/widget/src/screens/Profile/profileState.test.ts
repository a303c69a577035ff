import { describe, expect, it } from 'vitest';
import type { DisplayError } from '../../ui/displayError.ts';
import { initialProfileState, profileReducer, type ProfileEvent } from './profileState.ts';

const after = (...events: ProfileEvent[]) => events.reduce(profileReducer, initialProfileState);
const error: DisplayError = { code: 'unavailable', message: 'Try again later.', retryable: true, severity: 'error' };

describe('given an action that fails while a newer one runs', () => {
  it('keeps the newer one busy and shows the error beside the failed one', () => {
    const state = after({ type: 'started', action: 'save' }, { type: 'started', action: 'google' }, { type: 'failed', action: 'save', error }, { type: 'settled', action: 'save' });
    expect(state.pending).toBe('google');
    expect(state.errors.save).toEqual(error);
  });
});

describe('given a saved profile', () => {
  it('stops saying "saved" once the next save starts', () => {
    expect(after({ type: 'saved' }).saved).toBe(true);
    expect(after({ type: 'saved' }, { type: 'started', action: 'save' }).saved).toBe(false);
  });
});

describe('given two-step sign-in being turned on', () => {
  it('goes from the phone to its code, and reads the factors again once enrolled', () => {
    const coded = after({ type: 'enrol-started' }, { type: 'enrol-code-sent', phone: '+919876543210', resendAt: 5 });
    expect(coded.enrolment).toEqual({ stage: 'code', phone: '+919876543210', resendAt: 5 });
    const done = profileReducer(coded, { type: 'enrolled' });
    expect(done).toMatchObject({ enrolment: null, justEnrolled: true, factorsVersion: 1 });
  });

  it('forgets where the verification email went when a new code is asked for', () => {
    const state = after({ type: 'verification-sent', email: 'asha@example.com' }, { type: 'started', action: 'mfa-enrol' });
    expect(state.verificationSentTo).toBeNull();
  });
});
