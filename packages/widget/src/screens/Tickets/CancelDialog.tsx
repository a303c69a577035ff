import type { Booking, CancellationQuote } from '@ticketkit/contract';
import { useId } from 'react';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { ErrorNote } from '../../ui/ErrorNote.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton.tsx';
import { cancelMessages } from './cancelMessages.ts';
import type { CancelState } from './useCancelBooking.ts';

export interface CancelDialogProps {
  booking: Booking;
  state: CancelState;
  onConfirm(): void;
  onClose(): void;
  onRetryQuote(): void;
}

/** The modal (ui/Dialog) that shows exactly what cancelling gives back before the person confirms. */
export function CancelDialog({ booking, state, onConfirm, onClose, onRetryQuote }: CancelDialogProps) {
  const f = useFormat();
  const t = cancelMessages.useT();
  const headingId = useId();
  const isOpen = state.step !== 'closed';
  // A changed refund: focus goes back to the safe choice, so a second Enter never cancels at the new
  // amount before it has been read.
  const requotedWith = state.step === 'quoted' && state.changedFrom !== null ? state.quote : null;
  const busy = state.step === 'cancelling';
  return (
    // Escape and any other close request go through onClose, which refuses while the cancel is being sent.
    <Dialog open={isOpen} labelledBy={headingId} onClose={onClose} refocusOn={requotedWith}>
      {state.step !== 'closed' ? (
        <div className="tk-stack">
          <h3 part="heading" id={headingId}>{t('cancel.heading')}</h3>
          {state.step === 'quoting' ? (
            <LoadingRegion label={t('cancel.loading')}>
              <Skeleton height="4em" />
            </LoadingRegion>
          ) : state.step === 'quote-failed' ? (
            <ErrorState error={state.error} onRetry={onRetryQuote} />
          ) : (
            <>
              {state.changedFrom ? (
                <ErrorNote error={{ code: 'booking/refund-changed', message: '', retryable: false, severity: 'error' }}>
                  <p>{t('cancel.changed', { before: f.money(state.changedFrom), after: f.money(state.quote.refund) })}</p>
                </ErrorNote>
              ) : null}
              <QuoteDetails booking={booking} quote={state.quote} />
              <ErrorNote error={state.error} />
            </>
          )}
          <div className="tk-row">
            {(state.step === 'quoted' || state.step === 'cancelling') && state.quote.cancellable ? (
              <Button data-tone="danger" busy={busy} onClick={onConfirm}>
                {t('cancel.confirm')}
              </Button>
            ) : null}
            <Button data-initial-focus variant="secondary" aria-disabled={busy || undefined} onClick={busy ? undefined : onClose}>
              {t('cancel.keep')}
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}

/** The quote, line by line, as the API gave it. */
function QuoteDetails({ booking, quote }: { booking: Booking; quote: CancellationQuote }) {
  const f = useFormat();
  const t = cancelMessages.useT();
  const tz = booking.session.timeZone;
  if (!quote.cancellable) {
    return (
      <div className="tk-stack">
        <p>{t('cancel.notCancellable')}</p>
        {quote.reason ? <p className="tk-muted">{quote.reason}</p> : null}
      </div>
    );
  }
  const company = booking.paidBy === 'company';
  return (
    <div className="tk-stack">
      {company ? <p>{t('cancel.company')}</p> : null}
      <dl className="tk-quote">
        <dt>{t('cancel.refund')}</dt>
        <dd>
          <strong>{f.money(quote.refund)}</strong> {company ? null : <span className="tk-muted">({t('cancel.refundShare', { percent: quote.refundPercent })})</span>}
        </dd>
        {quote.feesKept.amount > 0 ? (
          <>
            <dt>{t('cancel.feesKept')}</dt>
            <dd>{f.money(quote.feesKept)}</dd>
          </>
        ) : null}
        {quote.pointsReturned > 0 ? (
          <>
            <dt>{t('cancel.pointsReturned')}</dt>
            <dd>{quote.pointsReturned}</dd>
          </>
        ) : null}
        {quote.pointsReversed > 0 ? (
          <>
            <dt>{t('cancel.pointsReversed')}</dt>
            <dd>{quote.pointsReversed}</dd>
          </>
        ) : null}
      </dl>
      <p>{quote.tierEndsAt ? t('cancel.tierEnds', { time: f.dateTime(quote.tierEndsAt, tz) }) : t('cancel.cutoff', { time: f.dateTime(quote.cutoff, tz) })}</p>
      <h4 part="heading">{t('cancel.policy')}</h4>
      <ul>
        {quote.policy.tiers.map((tier) => (
          <li key={tier.hoursBefore}>{t('cancel.tier', { count: tier.hoursBefore, percent: tier.refundPercent })}</li>
        ))}
        <li>{t('cancel.tierNone')}</li>
        <li>{quote.policy.feesRefundable ? t('cancel.feesRefundable') : t('cancel.feesNotRefundable')}</li>
      </ul>
    </div>
  );
}
