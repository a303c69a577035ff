import type { User } from 'firebase/auth';
import type { Flows } from './authFlows.ts';
import type { AuthDeps, MfaChallenge } from './authTypes.ts';
import { STORAGE_KEYS } from './constants.ts';
import type { LoadedFirebase } from './firebaseLoader.ts';

/** Firebase and the flows, once both have loaded. */
export interface Ready {
  fb: LoadedFirebase;
  flows: Flows;
}

/** What the auth holds between calls; the session writer, the runner and the method table share it. */
export interface AuthState {
  ready: Ready | null;
  destroyed: boolean;
  /** While signing out, Firebase may still report the old user before its own sign-out lands. */
  signingOut: boolean;
  /** The provider of the latest sign-in, recorded on the stored user. */
  lastProviderId: string | undefined;
  mfa: MfaChallenge | null;
  language: string | null;
}

export function createAuthState(language: string | null): AuthState {
  return { ready: null, destroyed: false, signingOut: false, lastProviderId: undefined, mfa: null, language };
}

export interface SessionWriter {
  /** Writes Firebase's user (or its absence) to storage and the session store. */
  applyUser(user: User | null): void;
  /** Forgets the person on this device: stored user, corporate membership, pending second step. */
  clearLocal(): void;
}

/** The one place that turns Firebase's user into the stored user, the session store and the token sync. */
export function createSessionWriter({ config, storage, session, corporate }: Pick<AuthDeps, 'config' | 'storage' | 'session' | 'corporate'>, state: AuthState): SessionWriter {
  function clearLocal(): void {
    storage.remove(STORAGE_KEYS.userData);
    storage.set(STORAGE_KEYS.hasVisited, false);
    corporate.getState().setEmployee(null);
    state.mfa = null;
    state.ready?.flows.reset();
    session.setState({ status: 'signed-out', user: null });
  }

  function applyUser(user: User | null): void {
    if (state.destroyed || state.signingOut) return;
    if (user) {
      const { flows } = state.ready!;
      const stored = flows.toStoredUser(user, state.lastProviderId);
      storage.set(STORAGE_KEYS.userData, stored);
      storage.set(STORAGE_KEYS.hasVisited, true);
      session.setState({ status: 'signed-in', user: stored });
      void user.getIdToken().then(flows.tokenSync.post, () => undefined);
      return;
    }
    const wasSignedIn = session.getState().status === 'signed-in';
    clearLocal();
    if (wasSignedIn) {
      void state.ready?.flows.tokenSync.remove();
      config.onSignedOut('expired');
    }
  }

  return { applyUser, clearLocal };
}
