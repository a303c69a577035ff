// The phone second factor: the second step of a sign-in that needs it, and enrolling and removing one.
import type { MultiFactorError, MultiFactorResolver } from 'firebase/auth';
import type { MfaChallenge, SecondFactorHint } from './authTypes.ts';
import { hint, type FlowKit } from './flowKit.ts';

export function secondFactorFlows({ ctx, sdk, auth, fail, currentUser, withVerifier }: FlowKit) {
  /** The verification id of an enrolment whose code is not confirmed yet. */
  let enrollment: string | null = null;
  const phoneCredential = (verificationId: string, code: string) => sdk.PhoneMultiFactorGenerator.assertion(sdk.PhoneAuthProvider.credential(verificationId, code));

  return {
    reset() {
      enrollment = null;
    },

    /** The second step after `auth/multi-factor-auth-required`. */
    challenge(error: unknown): MfaChallenge {
      const resolver: MultiFactorResolver = sdk.getMultiFactorResolver(auth, error as MultiFactorError);
      let verificationId: string | null = null;
      return {
        hints: resolver.hints.map(hint),
        async sendCode(hintIndex, container) {
          await ctx.run(async () => {
            const multiFactorHint = resolver.hints[hintIndex];
            if (!multiFactorHint) throw fail('auth/missing-multi-factor-info');
            verificationId = await withVerifier(container, (v) => new sdk.PhoneAuthProvider(auth).verifyPhoneNumber({ multiFactorHint, session: resolver.session }, v));
          });
        },
        async confirm(code) {
          await ctx.run(async () => {
            if (!verificationId) throw fail('auth/missing-multi-factor-session');
            await resolver.resolveSignIn(phoneCredential(verificationId, code));
            ctx.setMfa(null);
          });
        },
      };
    },

    async enrollPhoneSecondFactor(phoneNumber: string, container: HTMLElement) {
      const session = await sdk.multiFactor(currentUser()).getSession();
      enrollment = await withVerifier(container, (v) => new sdk.PhoneAuthProvider(auth).verifyPhoneNumber({ phoneNumber, session }, v));
    },

    async confirmEnrollment(code: string, displayName?: string) {
      if (!enrollment) throw fail('auth/missing-multi-factor-session');
      // Without a name the field is left out: the service refuses a null one.
      await sdk.multiFactor(currentUser()).enroll(phoneCredential(enrollment, code), displayName || undefined);
      enrollment = null;
    },

    unenrollSecondFactor: (factorUid: string) => sdk.multiFactor(currentUser()).unenroll(factorUid),

    getSecondFactors: async (): Promise<SecondFactorHint[]> => (auth.currentUser ? sdk.multiFactor(auth.currentUser).enrolledFactors.map(hint) : []),
  };
}
