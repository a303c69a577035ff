import type { Flows } from './authFlows.ts';
import type { AuthState, Ready, SessionWriter } from './authSession.ts';
import type { AuthDeps } from './authTypes.ts';
import { EMAIL_FOR_LINK_KEY, REDIRECT_PENDING_KEY } from './constants.ts';
import { TicketkitError, toTicketkitError } from './errors.ts';

export interface AuthRunner {
  /** Loads Firebase and the flows once (again after a failed load), settles a pending redirect, follows the user. */
  ensure(): Promise<Ready>;
  /** Sets `pending` while any operation runs and `error` when one fails; applies the resulting user. */
  run<T>(op: (flows: Flows) => Promise<T>, options?: { reauth?: boolean }): Promise<T | undefined>;
  /** Whether Firebase has been asked for (it may still be loading). */
  started(): boolean;
  /** Stops following Firebase's user. */
  unsubscribe(): void;
}

/** Loading Firebase on first use and running every operation with the session's pending/error bookkeeping. */
export function createAuthRunner(deps: AuthDeps, state: AuthState, writer: SessionWriter): AuthRunner {
  const { config, storage, session } = deps;
  let loading: Promise<Ready> | null = null;
  let stopFollowing: (() => void) | null = null;
  let inFlight = 0;

  function ensure(): Promise<Ready> {
    if (state.destroyed) return Promise.reject(new TicketkitError('auth/internal-error'));
    loading ??= Promise.all([deps.load(config), import('./authFlows.ts')])
      .then(async ([fb, { createFlows }]) => {
        const flows = createFlows({
          fb,
          config,
          storage,
          getApi: deps.getApi,
          run: (op) => run(op),
          setMfa: (m) => (state.mfa = m),
          error: (code) => new TicketkitError(code),
          codeOf: (error) => toTicketkitError(error).code,
          keys: { emailForLink: EMAIL_FOR_LINK_KEY, redirectPending: REDIRECT_PENDING_KEY },
        });
        const loaded = { fb, flows };
        if (state.language) fb.auth.languageCode = state.language;
        await fb.auth.authStateReady();
        if (storage.get(REDIRECT_PENDING_KEY)) {
          storage.remove(REDIRECT_PENDING_KEY);
          try {
            await fb.sdk.getRedirectResult(fb.auth);
          } catch (error) {
            report(loaded, error, false);
          }
        }
        state.ready = loaded;
        stopFollowing = fb.sdk.onIdTokenChanged(fb.auth, writer.applyUser);
        if (state.destroyed) void fb.dispose();
        return loaded;
      })
      .catch((error: unknown) => {
        loading = null;
        throw error instanceof TicketkitError ? error : new TicketkitError('auth/network-request-failed', { cause: error });
      });
    return loading;
  }

  /** Records a failed operation in the session store and returns the error to throw. */
  function report(loaded: Ready | null, caught: unknown, reauth: boolean): TicketkitError {
    let error = toTicketkitError(caught);
    if (reauth && error.code === 'auth/user-not-found') error = new TicketkitError('auth/user-mismatch', { cause: caught });
    if (loaded && error.code === 'auth/multi-factor-auth-required') {
      try {
        state.mfa = loaded.flows.challenge(caught);
      } catch (inner) {
        error = toTicketkitError(inner);
      }
    }
    session.setState({ error });
    return error;
  }

  async function run<T>(op: (flows: Flows) => Promise<T>, options: { reauth?: boolean } = {}): Promise<T | undefined> {
    inFlight += 1;
    session.setState({ pending: true, error: null });
    let loaded: Ready | null = null;
    try {
      loaded = await ensure();
      const result = await op(loaded.flows);
      if (loaded.fb.auth.currentUser) writer.applyUser(loaded.fb.auth.currentUser);
      return result;
    } catch (caught) {
      if (toTicketkitError(caught).code === 'auth/cancelled-popup-request') return undefined;
      throw report(loaded, caught, options.reauth ?? false);
    } finally {
      inFlight -= 1;
      session.setState({ pending: inFlight > 0 });
    }
  }

  return {
    ensure,
    run,
    started: () => loading !== null,
    unsubscribe() {
      stopFollowing?.();
      stopFollowing = null;
    },
  };
}
