import { useCallback, useEffect, useReducer } from 'react';
import { joinResources, useResource, useStore } from '../../context/hooks.ts';
import { useEmit, useTicketkit } from '../../context/TicketkitProvider.tsx';
import { useCities } from '../../context/useCities.ts';
import type { WidgetCallbacks } from '../../events.ts';
import { enabledProviders } from '../../sdk/providers.ts';
import { toDisplayError } from '../../ui/displayError.ts';
import { RESEND_AFTER_MS } from '../Login/loginTypes.ts';
import type { ProfileAction, ProfileProps } from './Profile.tsx';
import { initialProfileState, profileReducer } from './profileState.ts';

/** The profile's state machine over the SDK: `GET/PATCH /me`, the shared cities, the city store and the auth account operations. */
export function useProfile(callbacks: WidgetCallbacks): ProfileProps {
  const sdk = useTicketkit();
  const emit = useEmit(callbacks);
  const session = useStore(sdk.session, (s) => s);
  const signedIn = session.status === 'signed-in';
  const [{ factorsVersion, ...shown }, dispatch] = useReducer(profileReducer, initialProfileState);
  const me = useResource((signal) => (signedIn ? sdk.api.getMe({ signal }) : new Promise<never>(() => {})), [sdk, signedIn]);
  const cities = useCities();
  const data = joinResources(me, cities, (profile, list) => ({ profile, cities: list.items }));

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    sdk.auth.getSecondFactors().then(
      (list) => live && dispatch({ type: 'factors-loaded', factors: list.map((f) => ({ uid: f.uid, label: f.phoneNumber ?? f.displayName ?? f.uid })) }),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [sdk, signedIn, factorsVersion]);

  const run = useCallback((action: ProfileAction, work: () => Promise<unknown>) => {
    dispatch({ type: 'started', action });
    work().then(
      () => dispatch({ type: 'settled', action }),
      (error: unknown) => {
        dispatch({ type: 'failed', action, error: toDisplayError(error) });
        dispatch({ type: 'settled', action });
      },
    );
  }, []);
  const leave = (reason: 'user' | 'account-deleted') => {
    emit('ticketkit:signed-out', { reason });
    emit('ticketkit:navigate', { to: '/' });
  };

  return {
    state: session.status === 'signed-out' ? { status: 'signed-out' } : data,
    linked: session.user?.providers ?? [],
    offered: enabledProviders(sdk),
    ...shown,
    onSignIn: (to) => emit('ticketkit:navigate', { to }),
    onSave: (values) =>
      run('save', async () => {
        const updated = await sdk.api.updateMe(values);
        // The home city becomes the selected city.
        if (updated.homeCity) sdk.city.getState().setCity(updated.homeCity);
        dispatch({ type: 'saved' });
      }),
    onLink: (p) => run(p, () => sdk.auth.linkProvider(p)),
    onStartEnrol: () => dispatch({ type: 'enrol-started' }),
    onSendEnrolCode: (phone, container) =>
      run('mfa-enrol', async () => {
        await sdk.auth.enrollPhoneSecondFactor(phone, container);
        dispatch({ type: 'enrol-code-sent', phone, resendAt: Date.now() + RESEND_AFTER_MS });
      }),
    onConfirmEnrol: (code) =>
      run('mfa-confirm', async () => {
        await sdk.auth.confirmEnrollment(code);
        dispatch({ type: 'enrolled' });
      }),
    onSendVerification: () =>
      run('verify-email', async () => {
        await sdk.auth.sendEmailVerification();
        dispatch({ type: 'verification-sent', email: session.user?.email ?? '' });
      }),
    onCancelEnrol: () => dispatch({ type: 'enrol-cancelled' }),
    onRemoveFactor: (uid) =>
      run('mfa-remove', async () => {
        await sdk.auth.unenrollSecondFactor(uid);
        dispatch({ type: 'factor-removed' });
      }),
    onSignOut: () =>
      run('sign-out', async () => {
        // The SDK never throws here; a failure is only logged (the spec).
        await sdk.auth.signOut();
        leave('user');
      }),
    onDelete: (method) =>
      run('delete', async () => {
        const email = session.user?.email ?? '';
        await sdk.auth.reauthenticate(typeof method === 'string' ? method : { email, password: method.password });
        await sdk.auth.deleteAccount();
        leave('account-deleted');
      }),
  };
}
