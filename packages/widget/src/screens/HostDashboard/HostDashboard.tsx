import type { HostDashboard as Dashboard } from '@ticketkit/contract';
import { useId } from 'react';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import { AsyncView, type AsyncState } from '../../ui/AsyncView.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { NavigateLink } from '../../ui/NavigateLink.tsx';
import { hostingMessages } from '../Hosting/messages.ts';
import { AttendeeList, type AttendeeListProps } from './AttendeeList.tsx';
import { DashboardFigures, SessionSales } from './DashboardFigures.tsx';
import { HostDashboardSkeleton } from './HostDashboardSkeleton.tsx';
import { dashboardMessages } from './messages.ts';
import { SalesChart } from './SalesChart.tsx';

export interface DashboardLinks {
  /** The catalogue event's page. */
  eventHref?(eventId: string): string;
  checkInHref?(hostedEventId: string): string;
  editHref?(hostedEventId: string): string;
}

export interface HostDashboardProps extends DashboardLinks {
  state: AsyncState<Dashboard>;
  attendees: AttendeeListProps;
  /** A plain click on a link (the host navigates to `to`). */
  onNavigate(to: string): void;
}

const TONE = { draft: 'neutral', submitted: 'warning', 'changes-requested': 'warning', rejected: 'danger', approved: 'success', paused: 'warning', cancelled: 'danger' } as const satisfies Record<Dashboard['status'], string>;
const EDITABLE = new Set<Dashboard['status']>(['draft', 'changes-requested']);
/** The door and the public page matter while tickets sell or can still be used: on sale or paused. */
const LIVE = new Set<Dashboard['status']>(['approved', 'paused']);

export const defaultLinks: Required<DashboardLinks> = {
  eventHref: (id) => `/productpage/${encodeURIComponent(id)}`,
  checkInHref: (id) => `/hosted-events/${encodeURIComponent(id)}/check-in`,
  editHref: (id) => `/hosted-events/${encodeURIComponent(id)}/edit`,
};

/** A host's own event: status and links, its figures, sales per session, the sales chart and its attendees. */
export function HostDashboard({ state, attendees, onNavigate, eventHref = defaultLinks.eventHref, checkInHref = defaultLinks.checkInHref, editHref = defaultLinks.editHref }: HostDashboardProps) {
  const f = useFormat();
  const t = dashboardMessages.useT();
  const status = hostingMessages.useT();
  const headingId = useId();
  return (
    <section className="tk-stack tk-dashboard" aria-labelledby={headingId}>
      {state.status !== 'success' ? <h2 part="heading" id={headingId}>{t('dashboard.heading')}</h2> : null}
      <AsyncView state={state} loadingLabel={t('dashboard.loading')} skeleton={<HostDashboardSkeleton />}>
        {(d) => (
          <>
            <header className="tk-stack">
              <h2 part="heading" id={headingId}>{d.title}</h2>
              <p className="tk-row">
                <Badge tone={TONE[d.status]}>{status(`hosted.status.${d.status}`)}</Badge>
                <span className="tk-muted">{t('dashboard.updated', { time: f.dateTime(d.generatedAt) })}</span>
              </p>
              <nav aria-label={t('dashboard.links')} className="tk-row">
                {d.eventId && LIVE.has(d.status) ? (
                  <NavigateLink variant="secondary" to={eventHref(d.eventId)} onNavigate={onNavigate}>
                    {t('dashboard.eventPage')}
                  </NavigateLink>
                ) : null}
                {d.eventId && LIVE.has(d.status) ? (
                  <NavigateLink variant="secondary" to={checkInHref(d.hostedEventId)} onNavigate={onNavigate}>
                    {t('dashboard.checkIn')}
                  </NavigateLink>
                ) : null}
                {EDITABLE.has(d.status) ? (
                  <NavigateLink variant="secondary" to={editHref(d.hostedEventId)} onNavigate={onNavigate}>
                    {t('dashboard.edit')}
                  </NavigateLink>
                ) : null}
              </nav>
            </header>
            {d.eventId === null ? (
              <EmptyState icon="calendar" title={t('dashboard.notApproved.title')}>
                <p>{t('dashboard.notApproved.body')}</p>
              </EmptyState>
            ) : (
              <>
                <DashboardFigures dashboard={d} />
                {d.ticketsSold === 0 && d.money.refunded.amount === 0 ? (
                  <EmptyState icon="ticket" title={t('dashboard.noSales.title')}>
                    <p>{t('dashboard.noSales.body')}</p>
                  </EmptyState>
                ) : null}
                <SessionSales dashboard={d} />
                {d.salesByDay.length > 0 ? <SalesChart days={d.salesByDay} /> : null}
                <AttendeeList {...attendees} />
              </>
            )}
          </>
        )}
      </AsyncView>
    </section>
  );
}
