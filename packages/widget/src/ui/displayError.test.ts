import { describe, expect, it } from 'vitest';
import { toDisplayError } from './displayError.ts';

// Pure mapping, no SDK instance: the errors are built as Firebase and the browser throw them.
describe('given something thrown that is not a TicketkitError', () => {
  it('reads a Firebase error by its code, as the SDK does, with the catalogue’s severity', () => {
    const firebase = Object.assign(new Error('Firebase: Error (auth/popup-closed-by-user).'), { code: 'auth/popup-closed-by-user' });
    expect(toDisplayError(firebase)).toEqual({ code: 'auth/popup-closed-by-user', message: expect.any(String), retryable: false, severity: 'info' });
  });

  it('keeps an abort silent under the SDK’s own code', () => {
    expect(toDisplayError(new DOMException('stopped', 'AbortError'))).toMatchObject({ code: 'network/aborted', severity: 'silent' });
  });

  it('calls anything else internal, worth retrying', () => {
    expect(toDisplayError(new TypeError('x is undefined'))).toMatchObject({ code: 'internal', retryable: true, severity: 'error' });
  });
});
