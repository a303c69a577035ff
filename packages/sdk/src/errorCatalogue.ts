import { AUTH_ERROR_TEXTS } from './authErrorTexts.ts';
import { addAuthErrorTexts, describeErrorText, isKnownErrorText, type ErrorDescription } from './errorTexts.ts';

export type { ErrorDescription, ErrorSeverity } from './errorTexts.ts';

addAuthErrorTexts(AUTH_ERROR_TEXTS);

/**
 * The one error catalogue: every `auth/*` code of the spec (and the Firebase codes met in our flows),
 * `network/*`, `config/invalid` and every API code from the contract. Unknown codes get a generic
 * description. `context.domain` fills the domain into `auth/unauthorized-domain`.
 */
export function describeError(code: string, context: { domain?: string } = {}): ErrorDescription {
  addAuthErrorTexts(AUTH_ERROR_TEXTS);
  return describeErrorText(code, context);
}

/** Whether the catalogue has its own entry for the code (otherwise describeError gives the default). */
export function isKnownErrorCode(code: string): boolean {
  addAuthErrorTexts(AUTH_ERROR_TEXTS);
  return isKnownErrorText(code);
}
