import { CorporateLoginContainer, resolveSource } from '@ticketkit/widget';
import { useNavigate, useSearchParams } from 'react-router';
import { useSiteCallbacks } from './useSiteNavigate.ts';

/** `/corporate/login?company=acme&source=…`: a member returns to `source`, else to the dashboard. */
export default function CorporateLoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const company = params.get('company') ?? undefined;
  const source = params.get('source');
  const callbacks = useSiteCallbacks();
  // The sign-in form's own column, as on /login: a field across a laptop's whole width reads as broken.
  return (
    <section className="site-narrow">
      <CorporateLoginContainer
        {...callbacks}
        {...(company ? { company } : {})}
        onNavigate={({ to }) => navigate(source && to.endsWith('/dashbord') ? resolveSource(source) : to)}
      />
    </section>
  );
}
