import type { HostDashboard } from '@ticketkit/contract';
import { useEffect, useId, useRef } from 'react';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import { dashboardMessages } from './messages.ts';
import { drawSalesChart } from './drawSalesChart.ts';

export interface SalesChartProps {
  days: HostDashboard['salesByDay'];
}

/**
 * Tickets sold per day as a uPlot bar chart, loaded with a dynamic import so the chart library is
 * fetched only on this screen. The canvas is hidden from assistive technology; a sentence and a
 * visually hidden table say the same.
 */
export function SalesChart({ days }: SalesChartProps) {
  const f = useFormat();
  const t = dashboardMessages.useT();
  const headingId = useId();
  const box = useRef<HTMLDivElement>(null);
  const tickets = days.reduce((n, d) => n + d.tickets, 0);
  const gross = f.money({ amount: days.reduce((n, d) => n + d.gross.amount, 0), currency: 'INR' });

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const controller = new AbortController();
    // An axis has room for the day and month only; the table below names each day in full.
    const short = new Intl.DateTimeFormat(f.locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    void drawSalesChart(el, days, (day) => short.format(Date.parse(`${day}T12:00:00Z`)), controller.signal);
    return () => controller.abort();
  }, [days, f.locale]);

  return (
    <section className="tk-stack" aria-labelledby={headingId}>
      <h3 part="heading" id={headingId}>{t('dashboard.chart')}</h3>
      <p>{t('dashboard.chart.summary', { count: tickets, days: t('dashboard.chart.days', { count: days.length }), gross })}</p>
      <div ref={box} className="tk-chart" aria-hidden="true" data-testid="sales-chart" />
      {/* Hidden through its box: a table ignores the 1px width a hidden class gives it. */}
      <div className="tk-visually-hidden">
        <table>
        <caption>{t('dashboard.chart.table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.col.day')}</th>
            <th scope="col">{t('dashboard.col.tickets')}</th>
            <th scope="col">{t('dashboard.col.gross')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{f.date(`${d.day}T12:00:00Z`, 'UTC')}</th>
              <td>{d.tickets}</td>
              <td>{f.money(d.gross)}</td>
            </tr>
          ))}
        </tbody>
        </table>
      </div>
    </section>
  );
}
