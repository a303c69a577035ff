import { useMemo, useState } from 'react';
import { TicketkitProvider, useEmit, useFormat, useTicketkit } from '../../context/TicketkitProvider.tsx';
import type { TicketkitEventDetails, WidgetCallbacks } from '../../events.ts';
import { BookingFlow } from '../BookingFlow/BookingFlow.tsx';
import type { FlowState } from '../BookingFlow/flowState.ts';
import { brandAppearance, CompanyHeader } from './CompanyHeader.tsx';
import { companySdk } from './companySdk.ts';
import { EntitlementCard } from './EntitlementCard.tsx';
import { corporateMessages } from './messages.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { NavigateLink } from '../../ui/NavigateLink.tsx';
import { SignInFirst } from './SignInFirst.tsx';
import { useEmployee } from './useEmployee.ts';

export interface CorporateBookingContainerProps extends WidgetCallbacks {
  company: string;
  eventId: string;
  /** The confirmation's link to the ticket; default the spec's `/corporateevent/yourticket/{id}`. */
  ticketHref?(bookingId: string): string;
  /** Controlled steps, as BookingFlow's `state` / `onStateChange` (the site's corporate routes). */
  state?: FlowState;
  onStateChange?(next: FlowState, options: { replace: boolean }): void;
}

const strip = <T extends { version: 1 }>({ version: _v, ...rest }: T) => rest;

/**
 * The corporate booking: the BookingFlow (event, date, tickets, booking, confirmation)
 * running on the SDK seen through the company (company catalogue, `companySlug` on the hold so the
 * API prices it for the company and enforces the entitlement, steppers capped at what is left).
 */
export function CorporateBookingContainer({ company, eventId, ticketHref = (id) => `/corporateevent/yourticket/${encodeURIComponent(id)}`, state, onStateChange, ...callbacks }: CorporateBookingContainerProps) {
  const sdk = useTicketkit();
  const format = useFormat();
  const t = corporateMessages.useT();
  const emit = useEmit(callbacks);
  const employee = useEmployee(sdk, company);
  const remaining = employee?.entitlement.remaining ?? 0;
  // The flow keeps the entitlement it started with: the refresh after a booking must not swap its
  // SDK (or hide the confirmation) under it.
  const [startRemaining] = useState(remaining);
  const [confirmedHere, setConfirmedHere] = useState(false);
  const scoped = useMemo(() => companySdk(sdk, company, startRemaining), [sdk, company, startRemaining]);
  if (!employee) return <SignInFirst company={company} emit={emit} />;
  const refreshEntitlement = () =>
    sdk.api.getCorporateMe().then(
      (me) => {
        const fresh = me.memberships.find((m) => m.company.slug === company);
        if (fresh) sdk.corporate.getState().setEmployee(fresh);
      },
      () => {},
    );
  return (
    <div className="tk-stack tk-corporate-booking">
      <CompanyHeader company={employee.company} heading={employee.company.name} />
      <EntitlementCard employee={employee} />
      {remaining === 0 && !confirmedHere && state?.step !== 'confirmation' ? (
        <EmptyState
          icon="ticket"
          title={t('corp.booking.usedUp.title')}
          action={
            <NavigateLink variant="secondary" to={`/corporate/${encodeURIComponent(company)}/dashbord`} onNavigate={(to) => emit('ticketkit:navigate', { to })}>
              {t('corp.dashboard.heading', { company: employee.company.name })}
            </NavigateLink>
          }
        />
      ) : (
        <>
          <p className="tk-muted">{t('corp.booking.paidBy', { company: employee.company.name })}</p>
          <TicketkitProvider
            sdk={scoped}
            locale={format.locale}
            appearance={brandAppearance(employee.company)}
            onHoldCreated={(d: TicketkitEventDetails['ticketkit:hold-created']) => emit('ticketkit:hold-created', strip(d))}
            onHoldExpired={(d: TicketkitEventDetails['ticketkit:hold-expired']) => emit('ticketkit:hold-expired', strip(d))}
            onError={(d: TicketkitEventDetails['ticketkit:error']) => emit('ticketkit:error', strip(d))}
            onSignInRequired={(d: TicketkitEventDetails['ticketkit:sign-in-required']) => emit('ticketkit:sign-in-required', strip(d))}
            onBookingConfirmed={(d: TicketkitEventDetails['ticketkit:booking-confirmed']) => {
              emit('ticketkit:booking-confirmed', strip(d));
              setConfirmedHere(true);
              void refreshEntitlement();
            }}
          >
            <BookingFlow eventId={eventId} ticketsHref={ticketHref} {...(state ? { state } : {})} {...(onStateChange ? { onStateChange } : {})} />
          </TicketkitProvider>
        </>
      )}
    </div>
  );
}
