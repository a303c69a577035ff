// The sign-in and account flows over firebase/auth. Loaded lazily together with Firebase (see
// authRunner.ts): a visitor who only browses downloads neither.
import type { User } from 'firebase/auth';
import { accountFlows } from './accountFlows.ts';
import type { TicketkitClient } from './apiClient.ts';
import type { MfaChallenge } from './authTypes.ts';
import type { ResolvedTicketkitConfig } from './config.ts';
import { emailFlows } from './emailFlows.ts';
import type { TicketkitError } from './errors.ts';
import type { LoadedFirebase } from './firebaseLoader.ts';
import { createFlowKit } from './flowKit.ts';
import { phoneFlows } from './phoneFlows.ts';
import { providerFlows } from './providerFlows.ts';
import { secondFactorFlows } from './secondFactorFlows.ts';
import type { KeyValueStorage } from './storage.ts';
import type { StoredUser } from './stores.ts';
import { createTokenSync } from './tokenSync.ts';

export interface FlowContext {
  fb: LoadedFirebase;
  config: ResolvedTicketkitConfig;
  storage: KeyValueStorage;
  getApi(): TicketkitClient;
  /** Runs a later step (MFA code, confirmation) with the same pending/error bookkeeping. */
  run<T>(op: () => Promise<T>): Promise<T | undefined>;
  setMfa(challenge: MfaChallenge | null): void;
  /**
   * Passed in rather than imported so that this lazy chunk shares no module with the entry
   * (a shared chunk would cost the entry an extra file and its import/export glue).
   */
  error(code: string): TicketkitError;
  codeOf(error: unknown): string;
  keys: { emailForLink: string; redirectPending: string };
}

export type Flows = ReturnType<typeof createFlows>;

/** Every flow, grouped by what it does; each group is its own module over the same kit. */
export function createFlows(ctx: FlowContext) {
  const kit = createFlowKit(ctx);
  return {
    toStoredUser,
    tokenSync: createTokenSync(ctx.config),
    ...emailFlows(kit),
    ...providerFlows(kit),
    ...phoneFlows(kit),
    ...secondFactorFlows(kit),
    ...accountFlows(kit),
  };
}

export function toStoredUser(user: User, providerId?: string): StoredUser {
  const providers = user.providerData.map((p) => p.providerId);
  return {
    uid: user.uid,
    displayName: user.displayName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    photoURL: user.photoURL,
    providerId: providerId ?? providers[0] ?? user.providerId,
    providers,
  };
}
