import { useEffect, useState } from 'react';
import { useResource, useStore } from '../../context/hooks.ts';
import { EventScope, useEmit, useTicketkit } from '../../context/TicketkitProvider.tsx';
import { toWidgetError } from '../../sdk/types.ts';
import type { WidgetCallbacks } from '../../events.ts';
import { LoginContainer } from '../Login/LoginContainer.tsx';
import { CorporateLogin, type CompanyState, type MembershipState } from './CorporateLogin.tsx';

export interface CorporateLoginContainerProps extends WidgetCallbacks {
  /** The company's slug; without it the person chooses. */
  company?: string;
  /** Where a member goes; default the spec's `/corporate/{company}/dashbord`. */
  dashboardHref?(slug: string): string;
}

const defaultDashboard = (slug: string) => `/corporate/${encodeURIComponent(slug)}/dashbord`;

/**
 * Branding from `GET /corporate/companies/{slug}`, sign-in, then `GET /corporate/me`: a member of
 * this company is stored in the corporate store (`CorporateEmp`) and sent to the dashboard; anyone
 * else is told so and the corporate store stays empty.
 */
export function CorporateLoginContainer({ company: companyProp, dashboardHref = defaultDashboard, ...callbacks }: CorporateLoginContainerProps) {
  const sdk = useTicketkit();
  const emit = useEmit(callbacks);
  const session = useStore(sdk.session, (s) => s);
  const [slug, setSlug] = useState<string | undefined>(companyProp);
  const [attempt, setAttempt] = useState(0);
  const company = useResource((signal) => (slug ? sdk.api.getCompany(slug, { signal }) : new Promise<never>(() => {})), [slug, attempt]);
  const [membership, setMembership] = useState<MembershipState>({ status: 'signed-out' });
  const signedIn = session.status === 'signed-in';
  const companyLoaded = company.status === 'success';

  useEffect(() => {
    if (!signedIn || !slug || !companyLoaded) {
      const id = setTimeout(() => setMembership({ status: 'signed-out' }), 0);
      return () => clearTimeout(id);
    }
    const controller = new AbortController();
    let settled = false;
    const first = setTimeout(() => !settled && setMembership({ status: 'checking' }), 0);
    sdk.api.getCorporateMe({ signal: controller.signal }).then(
      (me) => {
        settled = true;
        if (controller.signal.aborted) return;
        const employee = me.memberships.find((m) => m.company.slug === slug);
        if (!employee) {
          sdk.corporate.getState().setEmployee(null);
          setMembership({ status: 'not-member', email: sdk.session.getState().user?.email ?? '' });
          return;
        }
        sdk.corporate.getState().setEmployee(employee);
        setMembership({ status: 'member', employee });
        emit('ticketkit:navigate', { to: dashboardHref(slug) });
      },
      (error: unknown) => {
        settled = true;
        if (controller.signal.aborted) return;
        const e = toWidgetError(error);
        sdk.corporate.getState().setEmployee(null);
        if (e.code === 'corporate/not-an-employee') setMembership({ status: 'not-member', email: sdk.session.getState().user?.email ?? '' });
        else setMembership({ status: 'error', error: e });
      },
    );
    return () => {
      clearTimeout(first);
      controller.abort();
    };
  }, [sdk, signedIn, slug, companyLoaded, attempt, emit, dashboardHref]);

  const companyState: CompanyState = !slug
    ? { status: 'choose' }
    : company.status === 'success'
      ? { status: 'success', company: company.data }
      : company.status === 'error'
        ? company.error.code === 'not-found'
          ? { status: 'not-found', slug }
          : { status: 'error', error: company.error }
        : { status: 'loading' };

  return (
    <CorporateLogin
      company={companyState}
      membership={membership}
      login={
        // Only the membership check may send the person on: the inner login's events stay inside.
        <EventScope contained>
          <LoginContainer onSignedIn={({ uid, source }) => emit('ticketkit:signed-in', { uid, source })} />
        </EventScope>
      }
      onChoose={setSlug}
      onRetry={() => setAttempt((n) => n + 1)}
      onUseAnotherAccount={() =>
        void sdk.auth.signOut().then(() => emit('ticketkit:signed-out', { reason: 'user' }))
      }
    />
  );
}
