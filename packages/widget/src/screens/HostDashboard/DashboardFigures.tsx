import type { HostDashboard } from '@ticketkit/contract';
import { useId } from 'react';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import { dashboardMessages } from './messages.ts';

/** The event's totals: tickets, money (through the widget's money format) and check-ins. */
export function DashboardFigures({ dashboard: d }: { dashboard: HostDashboard }) {
  const f = useFormat();
  const t = dashboardMessages.useT();
  const headingId = useId();
  const figures = [
    ['dashboard.sold', String(d.ticketsSold)],
    ['dashboard.left', String(d.ticketsLeft)],
    ['dashboard.gross', f.money(d.money.gross, { dropZeroPaise: true })],
    ['dashboard.fees', f.money(d.money.fees, { dropZeroPaise: true })],
    ['dashboard.gst', f.money(d.money.gst, { dropZeroPaise: true })],
    ['dashboard.net', f.money(d.money.net, { dropZeroPaise: true })],
    ['dashboard.refunded', f.money(d.money.refunded, { dropZeroPaise: true })],
    ['dashboard.checkedIn', String(d.checkedIn)],
  ] as const;
  return (
    <section aria-labelledby={headingId}>
      <h3 part="heading" id={headingId} className="tk-visually-hidden">
        {t('dashboard.summary')}
      </h3>
      <dl className="tk-figures">
        {figures.map(([key, value]) => (
          <div key={key} className="tk-figure">
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** One table per session: each ticket type's sold, left, checked in and sales. */
export function SessionSales({ dashboard: d }: { dashboard: HostDashboard }) {
  const f = useFormat();
  const t = dashboardMessages.useT();
  const headingId = useId();
  return (
    <section className="tk-stack" aria-labelledby={headingId}>
      <h3 part="heading" id={headingId}>{t('dashboard.sessions')}</h3>
      {d.sessions.map((s) => {
        const caption = t('dashboard.sessionCaption', { date: f.dateTime(s.startsAt, s.timeZone), venue: s.venueName });
        return (
          <div key={s.sessionId} className="tk-table-scroll" role="group" aria-label={caption} tabIndex={0}>
            <table className="tk-data-table">
              <caption>{caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('dashboard.col.ticketType')}</th>
                  <th scope="col">{t('dashboard.col.price')}</th>
                  <th scope="col">{t('dashboard.col.sold')}</th>
                  <th scope="col">{t('dashboard.col.left')}</th>
                  <th scope="col">{t('dashboard.col.checkedIn')}</th>
                  <th scope="col">{t('dashboard.col.sales')}</th>
                </tr>
              </thead>
              <tbody>
                {s.ticketTypes.map((tt) => (
                  <tr key={tt.ticketTypeId}>
                    <th scope="row">{tt.name}</th>
                    <td>{f.money(tt.price, { dropZeroPaise: true })}</td>
                    <td>{tt.sold}</td>
                    <td>{tt.left}</td>
                    <td>{tt.checkedIn}</td>
                    <td>{f.money(tt.sales, { dropZeroPaise: true })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
    </section>
  );
}
