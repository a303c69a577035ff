import '../../i18n/bookingMessages.ts';
import { useId } from 'react';
import type { CancellationPolicy, TicketType } from '@ticketkit/contract';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Stepper } from '../../ui/Stepper.tsx';
import { RefundPolicyLine } from '../Tickets/RefundPolicyLine.tsx';
import { maxFor, maxWithin, orderTotal, selectedCount, stepQuantity, unavailableReason, type Quantities } from './ticketRules.ts';

export interface TicketSelectProps {
  ticketTypes: TicketType[];
  quantities: Quantities;
  onChange(quantities: Quantities): void;
  onContinue?(): void;
  /** The event's refund policy, said in one line before buying; nothing when unknown. */
  cancellationPolicy?: CancellationPolicy;
  /** How many tickets the account may still take for the event (a high-demand on-sale's cap), said in a line. */
  accountCap?: number;
  /** Back to the dates, offered when this show has no tickets. */
  onOtherDates?(): void;
}

/** Quantity steppers per ticket type, within min/max per order and what is left; line and order totals. */
export function TicketSelect({ ticketTypes, quantities, onChange, onContinue, cancellationPolicy, accountCap, onOtherDates }: TicketSelectProps) {
  const f = useFormat();
  const uid = useId();
  if (ticketTypes.length === 0) {
    const other = onOtherDates ? (
      <Button variant="secondary" onClick={onOtherDates}>
        {f.t('booking.soldOut.otherDates')}
      </Button>
    ) : null;
    return (
      <EmptyState icon="ticket" title={f.t('tickets.empty')} action={other}>
        <p>{f.t('tickets.empty.body')}</p>
      </EmptyState>
    );
  }
  const total = orderTotal(ticketTypes, quantities);
  const count = selectedCount(quantities);
  return (
    <section className="tk-stack" aria-labelledby={`${uid}-tickets-heading`}>
      <h2 part="heading" id={`${uid}-tickets-heading`}>{f.t('tickets.heading')}</h2>
      {accountCap !== undefined ? <p className="tk-alert" data-tone="info">{f.t('tickets.accountCap', { count: accountCap })}</p> : null}
      <ul className="tk-list">
        {ticketTypes.map((tt) => {
          const reason = unavailableReason(tt);
          const q = quantities[tt.id] ?? 0;
          const max = maxWithin(tt, quantities, accountCap);
          const noteId = `${uid}-tt-${tt.id}-note`;
          return (
            <li key={tt.id} part="card" className="tk-card" aria-labelledby={`${uid}-tt-${tt.id}`}>
              <div className="tk-row tk-spread">
                <h3 part="heading" id={`${uid}-tt-${tt.id}`}>{tt.name}</h3>
                <span>{f.t('tickets.each', { price: f.money(tt.price) })}</span>
              </div>
              <p className="tk-muted">{tt.description}</p>
              <p id={noteId} className="tk-row tk-one-line">
                {reason === 'sold-out' ? <Badge tone="danger">{f.t('tickets.reason.soldOut')}</Badge> : null}
                {reason === 'not-started' ? <Badge>{f.t('tickets.reason.notStarted', { date: f.dateTime(tt.salesStartAt) })}</Badge> : null}
                {reason === 'ended' ? <Badge>{f.t('tickets.reason.ended')}</Badge> : null}
                {!reason && tt.available <= 10 ? <Badge tone="warning">{f.t('tickets.left', { count: tt.available })}</Badge> : null}
                {!reason ? <span className="tk-muted">{f.t('tickets.limit', { max: accountCap === undefined ? maxFor(tt) : Math.min(maxFor(tt), accountCap) })}</span> : null}
                {!reason && tt.minPerOrder > 1 ? <span className="tk-muted">{f.t('tickets.minimum', { min: tt.minPerOrder })}</span> : null}
              </p>
              <div className="tk-row tk-spread">
                <Stepper
                  name={tt.name}
                  value={q}
                  min={0}
                  max={max}
                  disabled={reason !== null}
                  describedBy={noteId}
                  onChange={(next) => {
                    const stepped = stepQuantity(tt, q, next);
                    const value = stepped <= max ? stepped : max >= tt.minPerOrder ? max : 0;
                    const updated = { ...quantities };
                    if (value > 0) updated[tt.id] = value;
                    else delete updated[tt.id];
                    onChange(updated);
                  }}
                />
                {q > 0 ? (
                  <span>{f.t('tickets.line', { quantity: q, price: f.money(tt.price), total: f.money({ amount: q * tt.price.amount, currency: tt.price.currency }) })}</span>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <div className="tk-row tk-spread" aria-live="polite">
        <strong>{f.t('tickets.total')}</strong>
        <strong data-testid="tk-order-total">{f.money(total)}</strong>
      </div>
      {count === 0 ? <p className="tk-muted">{f.t('tickets.selectSome')}</p> : null}
      {cancellationPolicy ? <RefundPolicyLine policy={cancellationPolicy} /> : null}
      {onContinue ? (
        <Button onClick={onContinue} disabled={count === 0}>
          {f.t('tickets.continue')}
        </Button>
      ) : null}
    </section>
  );
}
