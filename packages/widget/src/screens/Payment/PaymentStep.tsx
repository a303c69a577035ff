import '../../i18n/bookingMessages.ts';
import { useId, useLayoutEffect, useRef, type Ref } from 'react';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import { Button } from '../../ui/Button.tsx';
import { ErrorNote } from '../../ui/ErrorNote.tsx';
import type { DisplayError } from '../../ui/displayError.ts';
import { HoldCountdown } from '../Booking/HoldCountdown.tsx';
import { PriceBreakdown } from '../Booking/PriceBreakdown.tsx';
import { paymentMessages } from './messages.ts';
import type { PaymentView } from './paymentState.ts';
import { useFocusOnShow } from '../../ui/useFocusOnShow.ts';

export interface PaymentStepProps {
  view: PaymentView;
  /** A failure beside Pay (the booking could not be read, the result was refused). */
  problem?: DisplayError | null;
  onPay?(): void;
  onExpire?(): void;
  onChooseTickets?(): void;
  /** Where the sandbox checkout's dialog is placed. */
  checkoutHost?: Ref<HTMLDivElement>;
  /** Moves focus to the step's heading when it appears (after Confirm, not on a reload). */
  focusOnShow?: boolean;
  /** Clock for the countdown (stories, tests). */
  now?: () => number;
}

/** The payment step in each of its states: Pay, the checkout open, failed, waiting, expired. */
export function PaymentStep({ view, problem, onPay, onExpire, onChooseTickets, checkoutHost, focusOnShow = false, now }: PaymentStepProps) {
  const f = useFormat();
  const t = paymentMessages.useT();
  const uid = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnShow(heading, focusOnShow);
  // Pay goes away when the step starts waiting or ends: focus goes to the step's heading, not the page.
  const shown = useRef(view.kind);
  useLayoutEffect(() => {
    if (shown.current !== view.kind && (view.kind === 'waiting' || view.kind === 'expired')) heading.current?.focus();
    shown.current = view.kind;
  }, [view.kind]);
  const { booking } = view;
  const payment = booking.payment;
  const amount = f.money(payment?.amount ?? booking.amounts.total);
  const busy = view.kind === 'opening' || view.kind === 'checkout' || view.kind === 'verifying';
  const failure = view.kind === 'ready' ? view.failure : null;
  const progress = view.kind === 'opening' ? t('payment.opening') : view.kind === 'checkout' ? t('payment.inCheckout') : view.kind === 'verifying' ? t('payment.verifying') : '';

  return (
    <section className="tk-stack" aria-labelledby={`${uid}-payment`}>
      <h3 part="heading" id={`${uid}-payment`} ref={heading} tabIndex={-1}>
        {t('payment.heading')}
      </h3>
      {view.kind === 'expired' ? (
        <div className="tk-state" role="alert">
          <h4 part="heading">{view.refunded ? t('payment.refunded.title') : t('payment.expired.title')}</h4>
          <p>{view.refunded ? t('payment.refunded.body', { amount }) : t('payment.expired.body')}</p>
          {onChooseTickets ? <Button onClick={onChooseTickets}>{t('payment.chooseAgain')}</Button> : null}
        </div>
      ) : (
        <>
          {payment ? <HoldCountdown expiresAt={payment.payBy} onExpire={onExpire} now={now} label={t('payment.timerLabel')} /> : null}
          <PriceBreakdown items={booking.items} amounts={booking.amounts} />
          {payment?.provider === 'sandbox' ? <p className="tk-muted">{t('payment.sandboxNote')}</p> : null}
          {failure !== null ? (
            <div className="tk-alert" data-tone="error" role="alert">
              <strong>{t('payment.failed.title')}</strong>
              <p>{failure ? t('payment.failed.reason', { reason: failure }) : t('payment.failed.unknown')}</p>
              <p>{t('payment.failed.next')}</p>
            </div>
          ) : null}
          <ErrorNote error={problem} />
          {view.kind === 'waiting' ? (
            <div className="tk-state" role="status" aria-busy="true">
              <h4 part="heading">{t('payment.waiting.title')}</h4>
              <p>{t('payment.waiting.body')}</p>
              <p className="tk-muted">{t('payment.waiting.checking')}</p>
            </div>
          ) : view.kind === 'confirmed' ? null : (
            <div className="tk-row">
              <Button busy={busy} onClick={onPay}>
                {failure !== null ? t('payment.payAgain', { amount }) : t('payment.pay', { amount })}
              </Button>
              <span role="status">{progress}</span>
            </div>
          )}
        </>
      )}
      <div ref={checkoutHost} />
    </section>
  );
}
