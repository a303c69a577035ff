import '../../i18n/bookingMessages.ts';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import { Skeleton, SkeletonText } from '../../ui/Skeleton.tsx';
import { PriceBreakdownSkeleton } from './PriceBreakdown.tsx';

export interface BookingSkeletonProps {
  /** How many kinds of ticket were chosen: the summary has a line for each. */
  lines?: number;
}

/**
 * The attendee step's shape while its hold is made, built from the same elements and classes as
 * the form that follows (the countdown's line, the details fields with their labels and hints, the
 * promo code and points, the summary table, the confirm button). It already knows its words, so the
 * labels and hints wrap as they will, and the form arrives where the skeleton stood.
 */
export function BookingSkeleton({ lines = 1 }: BookingSkeletonProps) {
  const { t } = useFormat();
  const fields = [
    { label: t('booking.name') },
    { label: t('booking.email') },
    { label: t('booking.phone'), hint: t('booking.phoneHint') },
  ];
  const more = [
    // The balance is still being read when the form opens: the hint it shows first.
    { label: t('booking.points'), hint: t('booking.pointsChecking') },
    { label: t('booking.gstin'), hint: t('booking.gstinHint') },
  ];
  const field = ({ label, hint }: { label: string; hint?: string }) => (
    <div key={label} className="tk-field">
      <span>{label}</span>
      <Skeleton height="44px" />
      {hint ? <span className="tk-muted">{hint}</span> : null}
    </div>
  );
  return (
    <>
      <div className="tk-row" aria-hidden="true">
        <span>{t('booking.timer.label')}</span>
        <span className="tk-countdown">
          <SkeletonText width="2.5em" />
        </span>
      </div>
      <div className="tk-stack" aria-hidden="true">
        <h3>{t('booking.attendee')}</h3>
        {fields.map(field)}
        <div className="tk-field">
          <span>{t('booking.promo')}</span>
          <div className="tk-row tk-promo">
            <Skeleton height="44px" />
            <Skeleton height="44px" width="6em" />
          </div>
        </div>
        {more.map(field)}
        <div>
          <h3>{t('booking.summary')}</h3>
          <PriceBreakdownSkeleton lines={lines} />
        </div>
        <Skeleton height="44px" />
      </div>
    </>
  );
}
