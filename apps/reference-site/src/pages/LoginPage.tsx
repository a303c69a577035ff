import { LoginContainer } from '@ticketkit/widget';
import { useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { returnPath } from '../returnPath.ts';

/** `/login?source=yourtickets` and `/signup`: after sign-in the person returns to `source`. */
export function AuthPage({ mode }: { mode: 'sign-in' | 'sign-up' }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = returnPath(params.get('source'));
  const signedIn = useRef(false);
  return (
    <section className="site-narrow">
      <LoginContainer
        mode={mode}
        source={target}
        onSignedIn={() => {
          signedIn.current = true;
          navigate(target, { replace: true });
        }}
        onNavigate={({ to }) => {
          // After sign-in the site has already gone to the full return path (with its query).
          if (!signedIn.current) navigate(to);
        }}
      />
    </section>
  );
}

export default function LoginPage() {
  return <AuthPage mode="sign-in" />;
}
