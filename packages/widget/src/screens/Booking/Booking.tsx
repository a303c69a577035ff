import '../../i18n/bookingMessages.ts';
import { useId, type ReactNode } from 'react';
import type { Booking as BookingData, Hold } from '@ticketkit/contract';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import type { WidgetError } from '../../sdk/types.ts';
import { Button } from '../../ui/Button.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { LoadingRegion } from '../../ui/Skeleton.tsx';
import type { AttendeeValues } from './attendee.ts';
import { BookingForm, type BookingSubmission } from './BookingForm.tsx';
import { BookingSkeleton } from './BookingSkeleton.tsx';
import { HoldCountdown } from './HoldCountdown.tsx';
import type { PromoCheck } from './promoCheck.ts';

export type BookingState =
  | { kind: 'signed-out' }
  | { kind: 'holding' }
  | { kind: 'hold-failed'; error: WidgetError }
  | { kind: 'sold-out' }
  | { kind: 'active'; hold: Hold; submitting: boolean; error: WidgetError | null }
  | { kind: 'expired' }
  /** This selection was booked already (in this tab): no new hold is taken. */
  | { kind: 'booked'; bookingId: string }
  /** Booked, and waiting for its payment (`resumed` after a reload or in another tab). */
  | { kind: 'payment'; booking: BookingData; resumed: boolean };

export interface BookingProps {
  state: BookingState;
  initialValues: AttendeeValues;
  onConfirm?(submission: BookingSubmission): void;
  /** The person's reward points ('checking' until known, null when unknown). */
  pointsBalance?: number | 'checking' | null;
  /** What the last "Apply" of a promo code found. */
  promoCheck?: PromoCheck | null;
  onApplyPromo?(code: string): void;
  onExpire?(): void;
  onRetryHold?(): void;
  onRestart?(): void;
  onSignIn?(): void;
  onChooseTickets?(): void;
  onChooseDate?(): void;
  /** Shows a booking made already; without it the booked state offers no button. */
  onShowBooking?(bookingId: string): void;
  /** Clock for the countdown (stories, tests). */
  now?: () => number;
  /** A sign-in screen to show in the signed-out state (e.g. the widget's LoginContainer). */
  signIn?: ReactNode;
  /** The payment step, in the payment state (its own chunk: see BookingContainer). */
  payment?: ReactNode;
  /** How many kinds of ticket were chosen: the holding state's summary has a line for each. */
  ticketKinds?: number;
}

/** The booking step in each of its states. */
export function Booking(props: BookingProps) {
  const { state } = props;
  const { t } = useFormat();
  const uid = useId();
  return (
    <section className="tk-stack" aria-labelledby={`${uid}-booking-heading`}>
      <h2 part="heading" id={`${uid}-booking-heading`} tabIndex={-1}>
        {t('booking.heading')}
      </h2>
      {state.kind === 'signed-out' ? (
        <div className="tk-state">
          <h3 part="heading">{t('booking.signIn.title')}</h3>
          <p>{t('booking.signIn.body')}</p>
          {props.signIn ?? <Button onClick={props.onSignIn}>{t('booking.signIn.action')}</Button>}
        </div>
      ) : state.kind === 'holding' ? (
        <LoadingRegion label={t('booking.holding')}>
          <div className="tk-stack">
            <BookingSkeleton lines={props.ticketKinds} />
          </div>
        </LoadingRegion>
      ) : state.kind === 'hold-failed' ? (
        <ErrorState error={state.error} onRetry={props.onRetryHold} onward={props.onChooseDate ? { label: t('booking.soldOut.otherDates'), onClick: props.onChooseDate } : undefined} />
      ) : state.kind === 'sold-out' ? (
        <div className="tk-state" data-tone="error" role="alert">
          <h3 part="heading">{t('booking.soldOut.title')}</h3>
          <p>{t('booking.soldOut.body')}</p>
          <div className="tk-row">
            <Button onClick={props.onChooseTickets}>{t('booking.soldOut.otherTickets')}</Button>
            <Button variant="secondary" onClick={props.onChooseDate}>
              {t('booking.soldOut.otherDates')}
            </Button>
          </div>
        </div>
      ) : state.kind === 'booked' ? (
        <div className="tk-state" role="status">
          <h3 part="heading">{t('booking.booked.title')}</h3>
          <p>{t('booking.booked.body')}</p>
          {/* Only a host that can show the booking gets the button: a button that does nothing is worse than none. */}
          {props.onShowBooking ? <Button onClick={() => props.onShowBooking?.(state.bookingId)}>{t('booking.booked.show')}</Button> : null}
        </div>
      ) : state.kind === 'payment' ? (
        props.payment
      ) : state.kind === 'expired' ? (
        <div className="tk-state" role="alert">
          <h3 part="heading">{t('booking.expired.title')}</h3>
          <p>{t('booking.expired.body')}</p>
          <Button onClick={props.onRestart}>{t('booking.expired.restart')}</Button>
        </div>
      ) : (
        <>
          <HoldCountdown expiresAt={state.hold.expiresAt} onExpire={props.onExpire} now={props.now} />
          <BookingForm
            hold={state.hold}
            initialValues={props.initialValues}
            submitting={state.submitting}
            error={state.error}
            pointsBalance={props.pointsBalance}
            promoCheck={props.promoCheck}
            onApplyPromo={props.onApplyPromo}
            onConfirm={(s) => props.onConfirm?.(s)}
          />
        </>
      )}
    </section>
  );
}
