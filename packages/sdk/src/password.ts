/** The auth service's password policy (the spec: minimum length 6 unless the project sets more). */
export interface PasswordPolicy {
  minLength: number;
  maxLength?: number;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireNumeric: boolean;
  requireNonAlphanumeric: boolean;
}

export type PasswordFailure = 'too-short' | 'too-long' | 'needs-lowercase' | 'needs-uppercase' | 'needs-number' | 'needs-symbol';

/** A password checked against the policy; `failures` name each unmet rule (for the form's hints). */
export interface PasswordCheck {
  valid: boolean;
  failures: PasswordFailure[];
  policy: PasswordPolicy;
}

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  minLength: 6,
  requireLowercase: false,
  requireUppercase: false,
  requireNumeric: false,
  requireNonAlphanumeric: false,
};

export function checkPassword(policy: PasswordPolicy, password: string): PasswordCheck {
  const failures: PasswordFailure[] = [];
  const length = [...password].length;
  if (length < policy.minLength) failures.push('too-short');
  if (policy.maxLength !== undefined && length > policy.maxLength) failures.push('too-long');
  if (policy.requireLowercase && !/\p{Ll}/u.test(password)) failures.push('needs-lowercase');
  if (policy.requireUppercase && !/\p{Lu}/u.test(password)) failures.push('needs-uppercase');
  if (policy.requireNumeric && !/\d/.test(password)) failures.push('needs-number');
  if (policy.requireNonAlphanumeric && !/[^\p{L}\p{N}]/u.test(password)) failures.push('needs-symbol');
  return { valid: failures.length === 0, failures, policy };
}

/**
 * Whether a URL is a Firebase email sign-in link (`mode=signIn` with an `oobCode`, possibly wrapped in
 * a `link` or `deep_link_id` parameter). Synchronous and without Firebase, so the page can decide at
 * once whether to finish an email-link sign-in.
 */
export function isEmailSignInLink(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const params = parsed.searchParams;
  if (params.get('mode') === 'signIn' && params.get('oobCode')) return true;
  for (const wrapper of ['link', 'deep_link_id']) {
    const inner = params.get(wrapper);
    if (inner && inner !== url && isEmailSignInLink(inner)) return true;
  }
  return false;
}
