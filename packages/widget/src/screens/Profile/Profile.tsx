import type { City, Profile as ProfileData } from '@ticketkit/contract';
import { useId } from 'react';
import type { AsyncState } from '../../ui/AsyncView.tsx';
import { AsyncView } from '../../ui/AsyncView.tsx';
import { Button } from '../../ui/Button.tsx';
import { NavigateLink } from '../../ui/NavigateLink.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import type { SignInProvider } from '../../sdk/providers.ts';
import type { DisplayError } from '../../ui/displayError.ts';
import type { PhoneStage } from '../Login/loginTypes.ts';
import { DeleteAccount, type ReauthMethod } from './DeleteAccount.tsx';
import { LinkedProviders } from './LinkedProviders.tsx';
import { accountMessages } from './messages.ts';
import { ProfileDetails, type ProfileValues } from './ProfileDetails.tsx';
import { ProfileSkeleton } from './ProfileSkeleton.tsx';
import { SecondFactorSection } from './SecondFactorSection.tsx';

export type ProfileAction = 'save' | 'delete' | 'sign-out' | 'mfa-enrol' | 'mfa-confirm' | 'mfa-remove' | 'verify-email' | SignInProvider;

export interface ProfileProps {
  state: AsyncState<{ profile: ProfileData; cities: City[] }> | { status: 'signed-out' };
  /** Provider ids on the account (`google.com`, `password`, `phone`). */
  linked: readonly string[];
  offered: readonly SignInProvider[];
  factors: { uid: string; label: string }[];
  enrolment: PhoneStage | null;
  pending?: ProfileAction | null;
  errors?: Partial<Record<ProfileAction, DisplayError>>;
  saved?: boolean;
  justEnrolled?: boolean;
  /** Where the email-verification link went, once sent. */
  verificationSentTo?: string | null;
  deleteOpen?: boolean;
  onSave(values: ProfileValues): void;
  onLink(provider: SignInProvider): void;
  onStartEnrol(): void;
  onSendEnrolCode(phone: string, container: HTMLElement): void;
  onConfirmEnrol(code: string): void;
  onCancelEnrol(): void;
  onRemoveFactor(uid: string): void;
  onSendVerification(): void;
  onSignOut(): void;
  onDelete(method: ReauthMethod): void;
  /** The sign-in page that comes back here; Sign in is a real link to it. */
  signInHref?: string;
  /** A plain click on Sign in (the host navigates to `to`). */
  onSignIn?(to: string): void;
}

/** The user profile: details, linked sign-in methods, two-step sign-in, sign out, delete account. */
export function Profile(props: ProfileProps) {
  const { state, pending = null, errors = {} } = props;
  const t = accountMessages.useT();
  const headingId = useId();
  return (
    <section className="tk-stack" aria-labelledby={headingId}>
      <h2 part="heading" id={headingId}>{t('profile.heading')}</h2>
      {state.status === 'signed-out' ? (
        <EmptyState
          icon="account"
          title={t('profile.signIn.title')}
          action={
            <NavigateLink to={props.signInHref ?? '/login?source=userprofile'} onNavigate={(to) => props.onSignIn?.(to)}>
              {t('profile.signIn.action')}
            </NavigateLink>
          }
        />
      ) : (
        <AsyncView state={state} loadingLabel={t('profile.loading')} skeleton={<ProfileSkeleton />}>
          {({ profile, cities }) => (
            <>
              <ProfileDetails profile={profile} cities={cities} busy={pending === 'save'} error={errors.save} saved={props.saved} onSave={props.onSave} />
              <LinkedProviders linked={props.linked} offered={props.offered} pending={pending} errors={errors} onLink={props.onLink} />
              <SecondFactorSection
                factors={props.factors}
                enrolment={props.enrolment}
                pending={pending}
                errors={errors}
                justEnrolled={props.justEnrolled}
                onStart={props.onStartEnrol}
                onSendCode={props.onSendEnrolCode}
                onConfirm={props.onConfirmEnrol}
                onCancel={props.onCancelEnrol}
                onRemove={props.onRemoveFactor}
                verificationSentTo={props.verificationSentTo}
                onSendVerification={props.onSendVerification}
              />
              <div>
                <Button variant="secondary" busy={pending === 'sign-out'} onClick={props.onSignOut}>
                  {t('signOut.action')}
                </Button>
              </div>
              <DeleteAccount
                providers={props.offered.filter((p) => props.linked.includes(`${p}.com`))}
                hasPassword={props.linked.includes('password')}
                busy={pending === 'delete'}
                error={errors.delete}
                initiallyOpen={props.deleteOpen}
                onConfirm={props.onDelete}
              />
            </>
          )}
        </AsyncView>
      )}
    </section>
  );
}
