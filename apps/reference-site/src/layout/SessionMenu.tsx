import { useStore } from '@ticketkit/widget';
import { siteMessages } from '../language/siteMessages.ts';
import { useSiteTicketkit } from '../ticketkit.ts';
import { SiteLink } from './SiteLink.tsx';

/** The header's sign-in state: a sign-in link, or the person's name with their pages and sign-out. */
export function SessionMenu() {
  const sdk = useSiteTicketkit();
  const t = siteMessages.useT();
  const user = useStore(sdk.session, (s) => s.user);
  const status = useStore(sdk.session, (s) => s.status);
  if (status !== 'signed-in' || !user) {
    return (
      <SiteLink className="site-button site-button--quiet" to="/login">
        {t('session.signIn')}
      </SiteLink>
    );
  }
  const name = user.displayName || user.email || user.phoneNumber || t('session.account');
  return (
    <div className="site-session">
      <SiteLink to="/userprofile" className="site-session-name">
        {name}
      </SiteLink>
      <SiteLink to="/reward-points">{t('session.rewards')}</SiteLink>
      <button type="button" className="site-button site-button--quiet" onClick={() => void sdk.auth.signOut()}>
        {t('session.signOut')}
      </button>
    </div>
  );
}
