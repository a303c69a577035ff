import { LoginContainer } from '@ticketkit/widget';
import { useNavigate, useSearchParams } from 'react-router';

/**
 * `/login?source=yourtickets` and `/signup`: after sign-in the login screen sends the person back to
 * `source`; `reason=inactivity` (the inactivity sign-out) has it say why they were signed out.
 */
export function AuthPage({ mode }: { mode: 'sign-in' | 'sign-up' }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <section className="site-narrow">
      <LoginContainer mode={mode} source={params.get('source')} reason={params.get('reason')} onNavigate={({ to }) => navigate(to, { replace: true })} />
    </section>
  );
}

export default function LoginPage() {
  return <AuthPage mode="sign-in" />;
}
