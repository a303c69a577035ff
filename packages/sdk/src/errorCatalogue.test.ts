import { API_ERROR_CODES } from '@ticketkit/contract';
import { describe, expect, it } from 'vitest';
import { errorTextsHiIN } from './errorCatalogue.hi-IN.ts';
import { describeError, isKnownErrorCode, knownErrorCodes, registerErrorTexts } from './errorCatalogue.ts';
import { TicketkitError, toTicketkitError } from './errors.ts';

/** The spec's authentication catalogue (section 8) and the codes the service also defines. */
const SPEC_AUTH_CODES = [
  'multi-factor-auth-required', 'user-mismatch', 'user-not-found', 'unauthorized-domain', 'popup-blocked',
  'popup-closed-by-user', 'cancelled-popup-request', 'web-storage-unsupported', 'network-request-failed',
  'internal-error', 'argument-error', 'invalid-api-key', 'auth-domain-config-required',
  'missing-multi-factor-info', 'operation-not-supported-in-this-environment', 'email-already-in-use',
  'wrong-password', 'invalid-credential', 'too-many-requests',
].map((c) => `auth/${c}`);
const LINKING = ['auth/credential-already-in-use', 'auth/provider-already-linked'];
const NETWORK = ['network/offline', 'network/timeout'];

describe('the error catalogue', () => {
  it.each([...SPEC_AUTH_CODES, ...LINKING, ...NETWORK, ...API_ERROR_CODES])('has its own entry for %s', (code) => {
    expect(isKnownErrorCode(code)).toBe(true);
    const { title, message } = describeError(code);
    expect(title.length).toBeGreaterThan(3);
    // A sentence a person can act on, not the code or a Firebase dump.
    expect(message).toMatch(/^[A-Z].{20,}\.$/s);
    expect(message).not.toContain(code);
    expect(message).not.toMatch(/firebase: error/i);
  });

  it('gives unknown codes a sensible default', () => {
    expect(isKnownErrorCode('auth/something-new')).toBe(false);
    expect(describeError('auth/something-new')).toEqual({ title: 'Something went wrong', message: expect.stringMatching(/Try again/), action: 'Try again', severity: 'error' });
  });

  it('does not treat a newer popup cancelling an older one as an error', () => {
    expect(describeError('auth/cancelled-popup-request').severity).toBe('silent');
  });

  it('notes a closed popup gently', () => {
    expect(describeError('auth/popup-closed-by-user')).toMatchObject({ severity: 'info', action: 'Sign in' });
  });

  it('tells the partner which domain to authorise', () => {
    const { message } = describeError('auth/unauthorized-domain', { domain: 'tickets.partner.example' });
    expect(message).toContain('add tickets.partner.example to the authorised domains of their Firebase project');
  });
});

describe('the error catalogue in Hindi (hi-IN)', () => {
  registerErrorTexts('hi-IN', errorTextsHiIN);

  it.each(knownErrorCodes())('says what happened to %s in Hindi, with as many actions as in English', (code) => {
    const en = describeError(code, { domain: 'example.com' });
    const hi = describeError(code, { locale: 'hi-IN', domain: 'example.com' });
    expect(code in errorTextsHiIN).toBe(true);
    expect(hi.message).toMatch(/[\u0900-\u097F]/);
    expect(hi.message).not.toBe(en.message);
    expect(hi.severity).toBe(en.severity);
    expect(Boolean(hi.action)).toBe(Boolean(en.action));
    expect(hi.message.includes('example.com')).toBe(en.message.includes('example.com'));
  });

  it('has a Hindi default for an unknown code, and English stays the default language', () => {
    expect(describeError('auth/something-new', { locale: 'hi-IN' }).title).toBe('कुछ गलत हो गया');
    expect(describeError('not-found').title).toBe('Not found');
    expect(describeError('not-found', { locale: 'ta-IN' }).title).toBe('Not found');
  });
});

describe('TicketkitError', () => {
  it('carries the code, the human message and whether retrying can help', () => {
    const error = new TicketkitError('network/timeout');
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'TicketkitError', code: 'network/timeout', retryable: true, title: 'This is taking too long' });
    expect(new TicketkitError('booking/sold-out', { status: 409 }).retryable).toBe(false);
    expect(new TicketkitError('whatever', { status: 502 }).retryable).toBe(true);
  });

  it('wraps Firebase errors by their code, keeping the original as cause', () => {
    const firebase = Object.assign(new Error('Firebase: Error (auth/wrong-password).'), { code: 'auth/wrong-password' });
    const error = toTicketkitError(firebase);
    expect(error.code).toBe('auth/wrong-password');
    expect(error.message).toBe(describeError('auth/wrong-password').message);
    expect(error.cause).toBe(firebase);
    expect(toTicketkitError(error)).toBe(error);
    expect(toTicketkitError('boom').code).toBe('internal');
  });
});
