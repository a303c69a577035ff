import type { Booking, CancellationQuote } from '@ticketkit/contract';
import { useEffect, useId, useRef } from 'react';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import { Button } from '../../ui/Button.tsx';
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

/**
 * The modal that shows exactly what cancelling gives back before the person confirms. A native
 * `<dialog>` opened with showModal(): the page behind is inert, Tab stays inside, Escape closes it and
 * focus returns to the button that opened it.
 */
export function CancelDialog({ booking, state, onConfirm, onClose, onRetryQuote }: CancelDialogProps) {
  const f = useFormat();
  const t = cancelMessages.useT();
  const headingId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const isOpen = state.step !== 'closed';
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (isOpen && !d.open) {
      // jsdom has no showModal; the attribute shows it there.
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
      // Focus starts on the choice that changes nothing.
      d.querySelector<HTMLElement>('[data-initial-focus]')?.focus();
    } else if (!isOpen && d.open) {
      if (typeof d.close === 'function') d.close();
      else d.removeAttribute('open');
    }
  }, [isOpen]);
  // A changed refund: focus goes back to the safe choice, so a second Enter never cancels at the new
  // amount before it has been read.
  const requotedWith = state.step === 'quoted' && state.changedFrom !== null ? state.quote : null;
  useEffect(() => {
    if (requotedWith) dialog.current?.querySelector<HTMLElement>('[data-initial-focus]')?.focus();
  }, [requotedWith]);
  const busy = state.step === 'cancelling';
  return (
    <dialog
      ref={dialog}
      className="tk-dialog"
      aria-labelledby={headingId}
      // Escape, and any other close request (a phone's back gesture), goes through onClose, which
      // refuses while the cancel is being sent.
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.preventDefault();
        onClose();
      }}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {isOpen ? (
        <div className="tk-stack">
          <h3 id={headingId}>{t('cancel.heading')}</h3>
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
    </dialog>
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
      <h4>{t('cancel.policy')}</h4>
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
