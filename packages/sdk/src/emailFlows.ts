// Email and password sign-in, sign-up, reset and verification, and email-link sign-in.
import type { FlowKit } from './flowKit.ts';
import type { PasswordPolicy } from './password.ts';

export function emailFlows({ ctx, sdk, auth, fail, currentUser, need }: FlowKit) {
  const { storage, keys } = ctx;
  return {
    signInWithEmail: async (email: string, password: string) => (need('password'), sdk.signInWithEmailAndPassword(auth, email, password)),

    async signUpWithEmail(email: string, password: string, displayName?: string) {
      need('password');
      const { user } = await sdk.createUserWithEmailAndPassword(auth, email, password);
      if (!displayName) return;
      await sdk.updateProfile(user, { displayName });
      // The token minted at sign-up has no name claim, and the API makes the profile from the token:
      // a new token carries the name to it.
      await user.getIdToken(true);
    },

    sendPasswordReset: (email: string) => sdk.sendPasswordResetEmail(auth, email),

    sendEmailVerification: () => sdk.sendEmailVerification(currentUser()),

    async passwordPolicy(): Promise<PasswordPolicy> {
      const status = await sdk.validatePassword(auth, '');
      return policyFromFirebase(status.passwordPolicy.customStrengthOptions);
    },

    async sendEmailLink(email: string, continueUrl: string) {
      need('emailLink');
      await sdk.sendSignInLinkToEmail(auth, email, { url: continueUrl, handleCodeInApp: true });
      storage.set(keys.emailForLink, email);
    },

    async completeEmailLink(url: string, email?: string) {
      const address = email ?? storage.get<string>(keys.emailForLink);
      if (!address) throw fail('auth/missing-email');
      await sdk.signInWithEmailLink(auth, address, url);
      storage.remove(keys.emailForLink);
    },
  };
}

/** Firebase's `customStrengthOptions` shape, turned into our policy. */
export function policyFromFirebase(options: {
  minPasswordLength?: number;
  maxPasswordLength?: number;
  containsLowercaseLetter?: boolean;
  containsUppercaseLetter?: boolean;
  containsNumericCharacter?: boolean;
  containsNonAlphanumericCharacter?: boolean;
}): PasswordPolicy {
  const policy: PasswordPolicy = {
    minLength: options.minPasswordLength ?? 6, // the service's default, as DEFAULT_PASSWORD_POLICY
    requireLowercase: options.containsLowercaseLetter ?? false,
    requireUppercase: options.containsUppercaseLetter ?? false,
    requireNumeric: options.containsNumericCharacter ?? false,
    requireNonAlphanumeric: options.containsNonAlphanumericCharacter ?? false,
  };
  if (options.maxPasswordLength !== undefined) policy.maxLength = options.maxPasswordLength;
  return policy;
}
