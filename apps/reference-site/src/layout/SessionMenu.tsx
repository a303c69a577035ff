import { useStore } from '@ticketkit/widget';
import { siteMessages } from '../language/siteMessages.ts';
import { useSiteTicketkit } from '../ticketkit.ts';
import { HeaderMenu } from './HeaderMenu.tsx';
import { SiteLink } from './SiteLink.tsx';

/**
 * The header's account: a sign-in link, or a button with the person's initial and name that opens
 * their pages and sign-out. One design on a phone and a desktop; the name shows where there is room.
 */
export function SessionMenu() {
  const sdk = useSiteTicketkit();
  const t = siteMessages.useT();
  const user = useStore(sdk.session, (s) => s.user);
  const status = useStore(sdk.session, (s) => s.status);
  if (status !== 'signed-in' || !user) {
    return (
      <SiteLink className="site-account-link" to="/login">
        {t('session.signIn')}
      </SiteLink>
    );
  }
  const name = user.displayName || user.email || user.phoneNumber || t('session.account');
  return (
    <HeaderMenu
      className="site-account"
      button={
        <>
          <span className="site-avatar" aria-hidden="true">
            {initial(name)}
          </span>
          <span className="site-account-name">{name}</span>
        </>
      }
    >
      {/* Who is signed in: on a phone the button shows only the initial. */}
      <p className="site-account-who" aria-hidden="true">
        {name}
      </p>
      <SiteLink to="/userprofile">{t('session.profile')}</SiteLink>
      <SiteLink to="/reward-points">{t('session.rewards')}</SiteLink>
      <button type="button" className="site-menu-item" onClick={() => void sdk.auth.signOut()}>
        {t('session.signOut')}
      </button>
    </HeaderMenu>
  );
}

/** The first letter of a name as a person reads it (a whole grapheme, so a Devanagari letter keeps its marks). */
function initial(name: string): string {
  const first = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(name.trim())[Symbol.iterator]().next();
  return first.done ? '' : first.value.segment.toLocaleUpperCase();
}
