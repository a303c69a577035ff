// A stand-in for firebase/auth, for unit tests of what cannot run outside a real browser with a
// real identity provider (popups, redirects) and for timing tests. Integration tests use the real one.
import { vi } from 'vitest';
import type { FirebaseAuthSdk, LoadedFirebase } from '../firebaseLoader.ts';

export interface FakeUser {
  uid: string;
  displayName: string | null;
  email: string | null;
  phoneNumber: string | null;
  photoURL: string | null;
  providerId: string;
  providerData: Array<{ providerId: string }>;
  getIdToken: (force?: boolean) => Promise<string>;
}

export function fakeUser(uid = 'u1', providerId = 'google.com'): FakeUser {
  return {
    uid,
    displayName: 'Asha',
    email: `${uid}@example.com`,
    phoneNumber: null,
    photoURL: null,
    providerId: 'firebase',
    providerData: [{ providerId }],
    getIdToken: vi.fn(async (force?: boolean) => (force ? `fresh-${uid}` : `token-${uid}`)),
  };
}

/** A fake Firebase whose `currentUser` and listeners behave like the real one's. */
export function fakeFirebase(initialUser: FakeUser | null = null) {
  const listeners = new Set<(user: FakeUser | null) => void>();
  const auth = { currentUser: initialUser, languageCode: null as string | null, authStateReady: async () => undefined };
  const setUser = (user: FakeUser | null) => {
    auth.currentUser = user;
    listeners.forEach((l) => l(user));
  };
  class Provider {
    constructor(readonly id = 'provider') {}
  }
  const sdk = {
    GoogleAuthProvider: class extends Provider {},
    FacebookAuthProvider: class extends Provider {},
    GithubAuthProvider: class extends Provider {},
    TwitterAuthProvider: class extends Provider {},
    onIdTokenChanged: vi.fn((_auth: unknown, listener: (user: FakeUser | null) => void) => {
      listeners.add(listener);
      listener(auth.currentUser);
      return () => listeners.delete(listener);
    }),
    getRedirectResult: vi.fn(async () => null),
    signInWithPopup: vi.fn(async () => {
      setUser(fakeUser());
      return { user: auth.currentUser };
    }),
    signInWithRedirect: vi.fn(() => new Promise<never>(() => undefined)),
    signOut: vi.fn(async () => setUser(null)),
    signInWithEmailAndPassword: vi.fn(async () => {
      setUser(fakeUser('u2', 'password'));
      return { user: auth.currentUser };
    }),
  };
  const dispose = vi.fn(async () => undefined);
  const loaded = { sdk: sdk as unknown as FirebaseAuthSdk, auth, dispose } as unknown as LoadedFirebase;
  const load = vi.fn(async () => loaded);
  return { sdk, auth, setUser, load, dispose };
}

/** A Firebase error as firebase/auth throws them. */
export function firebaseError(code: string): Error & { code: string } {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code });
}
