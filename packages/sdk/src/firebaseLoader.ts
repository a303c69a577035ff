import type { FirebaseApp } from 'firebase/app';
import type * as FirebaseAuthNamespace from 'firebase/auth';
import type { Auth } from 'firebase/auth';
import type { ResolvedTicketkitConfig } from './config.ts';

/** The modular `firebase/auth` namespace, loaded on demand. */
export type FirebaseAuthSdk = typeof FirebaseAuthNamespace;

export interface LoadedFirebase {
  sdk: FirebaseAuthSdk;
  auth: Auth;
  /** Releases this instance's hold on the Firebase app (deleted when nobody holds it). */
  dispose(): Promise<void>;
}

export type FirebaseLoader = (config: ResolvedTicketkitConfig) => Promise<LoadedFirebase>;

const holders = new Map<string, number>();

/**
 * Imports `firebase/app` and `firebase/auth` (dynamic imports: separate chunks, fetched only now) and
 * initialises Auth with explicit dependencies so bundlers keep only what is used. Several Ticketkit
 * instances with the same project and prefix share one Firebase app, hence one session.
 */
export const loadFirebase: FirebaseLoader = async (config) => {
  const [appSdk, sdk] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
  const name = `ticketkit:${config.firebase.projectId}:${config.storagePrefix}`;
  const app: FirebaseApp = appSdk.getApps().find((a) => a.name === name) ?? appSdk.initializeApp(config.firebase, name);
  let auth: Auth;
  try {
    // The Node build (tests, server rendering) exports an error object instead of the resolver class.
    const resolver = typeof sdk.browserPopupRedirectResolver === 'function' ? sdk.browserPopupRedirectResolver : undefined;
    auth = sdk.initializeAuth(app, {
      persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence, sdk.browserSessionPersistence],
      ...(resolver ? { popupRedirectResolver: resolver } : {}),
    });
  } catch {
    auth = sdk.getAuth(app);
  }
  if (config.authEmulatorUrl && !auth.emulatorConfig) {
    sdk.connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  }
  if (config.authEmulatorUrl) {
    // The emulator accepts any reCAPTCHA answer, and Google's script cannot load offline.
    auth.settings.appVerificationDisabledForTesting = true;
  }
  if (config.locale) auth.languageCode = config.locale;
  holders.set(name, (holders.get(name) ?? 0) + 1);
  let disposed = false;
  return {
    sdk,
    auth,
    async dispose() {
      if (disposed) return;
      disposed = true;
      const left = (holders.get(name) ?? 1) - 1;
      if (left > 0) {
        holders.set(name, left);
        return;
      }
      holders.delete(name);
      await appSdk.deleteApp(app);
    },
  };
};
