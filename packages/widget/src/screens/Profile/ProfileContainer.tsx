import { useCallback, useEffect, useState } from 'react';
import { useResource, useStore } from '../../context/hooks.ts';
import { useEmit, useTicketkit } from '../../context/TicketkitProvider.tsx';
import { enabledProviders } from '../../sdk/providers.ts';
import type { WidgetCallbacks } from '../../events.ts';
import { toDisplayError, type DisplayError } from '../../ui/displayError.ts';
import { RESEND_AFTER_MS, type PhoneStage } from '../Login/loginTypes.ts';
import { Profile, type ProfileAction } from './Profile.tsx';

export type ProfileContainerProps = WidgetCallbacks;

/** The profile bound to the SDK: `GET/PATCH /me`, the city store, and the auth account operations. */
export function ProfileContainer(callbacks: ProfileContainerProps) {
  const sdk = useTicketkit();
  const emit = useEmit(callbacks);
  const session = useStore(sdk.session, (s) => s);
  const signedIn = session.status === 'signed-in';
  const data = useResource(
    async (signal) => {
      if (!signedIn) return new Promise<never>(() => {});
      const [profile, cities] = await Promise.all([sdk.api.getMe({ signal }), sdk.api.listCities({ signal })]);
      return { profile, cities: cities.items };
    },
    [signedIn],
  );
  const [pending, setPending] = useState<ProfileAction | null>(null);
  const [errors, setErrors] = useState<Partial<Record<ProfileAction, DisplayError>>>({});
  const [saved, setSaved] = useState(false);
  const [factors, setFactors] = useState<{ uid: string; label: string }[]>([]);
  const [enrolment, setEnrolment] = useState<PhoneStage | null>(null);
  const [justEnrolled, setJustEnrolled] = useState(false);
  const [factorsVersion, setFactorsVersion] = useState(0);
  const [verificationSentTo, setVerificationSentTo] = useState<string | null>(null);

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    sdk.auth.getSecondFactors().then(
      (list) => live && setFactors(list.map((f) => ({ uid: f.uid, label: f.phoneNumber ?? f.displayName ?? f.uid }))),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [sdk, signedIn, factorsVersion]);

  const run = useCallback(async (action: ProfileAction, work: () => Promise<unknown>): Promise<boolean> => {
    setPending(action);
    setErrors((e) => ({ ...e, [action]: undefined }));
    try {
      await work();
      return true;
    } catch (error) {
      setErrors((e) => ({ ...e, [action]: toDisplayError(error) }));
      return false;
    } finally {
      setPending((p) => (p === action ? null : p));
    }
  }, []);

  return (
    <Profile
      state={session.status === 'signed-out' ? { status: 'signed-out' } : data}
      linked={session.user?.providers ?? []}
      offered={enabledProviders(sdk)}
      factors={factors}
      enrolment={enrolment}
      pending={pending}
      errors={errors}
      saved={saved}
      justEnrolled={justEnrolled}
      verificationSentTo={verificationSentTo}
      onSignIn={(to) => emit('ticketkit:navigate', { to })}
      onSave={(values) => {
        setSaved(false);
        void run('save', async () => {
          const updated = await sdk.api.updateMe(values);
          // The home city becomes the selected city.
          if (updated.homeCity) sdk.city.getState().setCity(updated.homeCity);
          setSaved(true);
        });
      }}
      onLink={(p) => void run(p, () => sdk.auth.linkProvider(p))}
      onStartEnrol={() => {
        setJustEnrolled(false);
        setEnrolment({ stage: 'enter' });
      }}
      onSendEnrolCode={(phone, container) =>
        void run('mfa-enrol', async () => {
          setVerificationSentTo(null);
          await sdk.auth.enrollPhoneSecondFactor(phone, container);
          setEnrolment({ stage: 'code', phone, resendAt: Date.now() + RESEND_AFTER_MS });
        })
      }
      onConfirmEnrol={(code) =>
        void run('mfa-confirm', async () => {
          await sdk.auth.confirmEnrollment(code);
          setEnrolment(null);
          setJustEnrolled(true);
          setFactorsVersion((n) => n + 1);
        })
      }
      onSendVerification={() =>
        void run('verify-email', async () => {
          await sdk.auth.sendEmailVerification();
          setVerificationSentTo(session.user?.email ?? '');
        })
      }
      onCancelEnrol={() => setEnrolment(null)}
      onRemoveFactor={(uid) =>
        void run('mfa-remove', async () => {
          await sdk.auth.unenrollSecondFactor(uid);
          setJustEnrolled(false);
          setFactorsVersion((n) => n + 1);
        })
      }
      onSignOut={() =>
        void run('sign-out', async () => {
          // The SDK never throws here; a failure is only logged (the spec).
          await sdk.auth.signOut();
          emit('ticketkit:signed-out', { reason: 'user' });
          emit('ticketkit:navigate', { to: '/' });
        })
      }
      onDelete={(method) =>
        void run('delete', async () => {
          const email = session.user?.email ?? '';
          await sdk.auth.reauthenticate(typeof method === 'string' ? method : { email, password: method.password });
          await sdk.auth.deleteAccount();
          emit('ticketkit:signed-out', { reason: 'account-deleted' });
          emit('ticketkit:navigate', { to: '/' });
        })
      }
    />
  );
}
