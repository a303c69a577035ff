import { useStore } from '@ticketkit/widget';
import { Link } from 'react-router';
import { tk } from '../ticketkit.ts';

/** The header's sign-in state: a sign-in link, or the person's name with their pages and sign-out. */
export function SessionMenu() {
  const user = useStore(tk.session, (s) => s.user);
  const status = useStore(tk.session, (s) => s.status);
  if (status !== 'signed-in' || !user) {
    return (
      <Link className="site-button site-button--quiet" to="/login">
        Sign in
      </Link>
    );
  }
  const name = user.displayName || user.email || user.phoneNumber || 'Your account';
  return (
    <div className="site-session">
      <Link to="/userprofile" className="site-session-name">
        {name}
      </Link>
      <Link to="/reward-points">Reward points</Link>
      <button type="button" className="site-button site-button--quiet" onClick={() => void tk.auth.signOut()}>
        Sign out
      </button>
    </div>
  );
}
