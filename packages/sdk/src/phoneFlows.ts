// Sign-in with a phone number and the code sent to it.
import type { PhoneConfirmation } from './authTypes.ts';
import type { FlowKit } from './flowKit.ts';

export function phoneFlows({ ctx, sdk, auth, need, withVerifier }: FlowKit) {
  return {
    async startPhoneSignIn(phoneNumber: string, container: HTMLElement): Promise<PhoneConfirmation> {
      need('phone');
      const confirmation = await withVerifier(container, (v) => sdk.signInWithPhoneNumber(auth, phoneNumber, v));
      return {
        async confirm(code) {
          await ctx.run(() => confirmation.confirm(code));
        },
      };
    },
  };
}
