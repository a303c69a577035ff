import type { StoredUser } from '@ticketkit/sdk';
import { Button } from '../../ui/Button.tsx';
import { NavigateLink } from '../../ui/NavigateLink.tsx';
import { authMessages } from './messages.ts';

export interface SignedInPanelProps {
  user: StoredUser;
  /** Where "Continue" goes: the page the person came from. */
  continueTo: string;
  onNavigate(to: string): void;
  onSignOut(): void;
}

/** What the login screen shows to someone already signed in: who they are, continue or sign out. */
export function SignedInPanel({ user, continueTo, onNavigate, onSignOut }: SignedInPanelProps) {
  const t = authMessages.useT();
  return (
    <section className="tk-stack" aria-label={t('signedIn.heading')}>
      <h2 part="heading">{t('signedIn.heading')}</h2>
      <p>{t('signedIn.as', { name: user.displayName || user.email || user.phoneNumber || user.uid })}</p>
      <div className="tk-row">
        <NavigateLink to={continueTo} onNavigate={onNavigate}>
          {t('signedIn.continue')}
        </NavigateLink>
        <Button variant="secondary" onClick={onSignOut}>
          {t('signedIn.signOut')}
        </Button>
      </div>
    </section>
  );
}
