import { checkPassword as checkAgainstPolicy, type PasswordFailure, type PasswordPolicy } from '@ticketkit/sdk';

export type RequirementKey = 'minLength' | 'maxLength' | 'lowercase' | 'uppercase' | 'numeric' | 'nonAlphanumeric';
export interface Requirement {
  key: RequirementKey;
  met: boolean;
  count?: number;
}

const FAILURE: Record<RequirementKey, PasswordFailure> = {
  minLength: 'too-short',
  maxLength: 'too-long',
  lowercase: 'needs-lowercase',
  uppercase: 'needs-uppercase',
  numeric: 'needs-number',
  nonAlphanumeric: 'needs-symbol',
};

/** Every requirement of the policy (the SDK's) and whether the password meets it yet, in display order. */
export function passwordRequirements(policy: PasswordPolicy, password: string): Requirement[] {
  const { failures } = checkAgainstPolicy(policy, password);
  const keys: [RequirementKey, boolean, number?][] = [
    ['minLength', true, policy.minLength],
    ['maxLength', policy.maxLength !== undefined, policy.maxLength],
    ['lowercase', policy.requireLowercase],
    ['uppercase', policy.requireUppercase],
    ['numeric', policy.requireNumeric],
    ['nonAlphanumeric', policy.requireNonAlphanumeric],
  ];
  return keys
    .filter(([, applies]) => applies)
    .map(([key, , count]) => ({ key, met: !failures.includes(FAILURE[key]), ...(count === undefined ? {} : { count }) }));
}
