import { useId } from 'react';
import type { CorporateEmployee } from '@ticketkit/contract';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import { corporateMessages } from './messages.ts';

/** How many company-paid tickets are left this period, or that they are used up. */
export function EntitlementCard({ employee }: { employee: CorporateEmployee }) {
  const f = useFormat();
  const t = corporateMessages.useT();
  const uid = useId();
  const e = employee.entitlement;
  const date = f.date(e.periodEndsAt);
  return (
    <section part="card" className="tk-card" aria-labelledby={`${uid}-tk-entitlement-heading`} data-remaining={e.remaining}>
      <h3 part="heading" id={`${uid}-tk-entitlement-heading`}>{t('corp.entitlement.heading')}</h3>
      {e.remaining > 0 ? (
        <>
          <p>
            <strong>{t('corp.entitlement.left', { remaining: e.remaining, total: e.ticketsPerPeriod })}</strong>
          </p>
          <p className="tk-muted">{t('corp.entitlement.renews', { date })}</p>
        </>
      ) : (
        <p role="status">{t('corp.entitlement.usedUp', { total: e.ticketsPerPeriod, company: employee.company.name, date })}</p>
      )}
    </section>
  );
}
