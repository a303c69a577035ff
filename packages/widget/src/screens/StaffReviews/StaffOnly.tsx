import { EmptyState } from '../../ui/EmptyState.tsx';
import { NavigateLink } from '../../ui/NavigateLink.tsx';
import { staffMessages } from './messages.ts';

export interface StaffOnlyProps {
  /** Where the events are; a real link. */
  homeHref?: string;
  onNavigate(to: string): void;
}

/** What a signed-in person without the staff claim sees: what the page is for and a way on, not an error. */
export function StaffOnly({ homeHref = '/', onNavigate }: StaffOnlyProps) {
  const t = staffMessages.useT();
  return (
    <div className="tk-state" role="status" data-code="auth/forbidden">
      <h3 part="heading">{t('staff.forbidden.title')}</h3>
      <p>{t('staff.forbidden.body')}</p>
      <NavigateLink variant="secondary" to={homeHref} onNavigate={onNavigate}>
        {t('staff.forbidden.home')}
      </NavigateLink>
    </div>
  );
}

/** Why the console shows no listing to this person: not staff, or not signed in (with the way to sign in). */
export function StaffGate({ reason, signInHref, onNavigate }: { reason: 'forbidden' | 'signed-out'; signInHref: string; onNavigate(to: string): void }) {
  const t = staffMessages.useT();
  return reason === 'forbidden' ? (
    <StaffOnly onNavigate={onNavigate} />
  ) : (
    <EmptyState
      icon="account"
      title={t('staff.signIn.title')}
      action={
        <NavigateLink to={signInHref} onNavigate={onNavigate}>
          {t('staff.signIn.action')}
        </NavigateLink>
      }
    />
  );
}
