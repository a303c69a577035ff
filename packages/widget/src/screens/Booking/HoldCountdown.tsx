import '../../i18n/bookingMessages.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import { formatCountdown, useCountdown } from '../../ui/useCountdown.ts';

export interface HoldCountdownProps {
  expiresAt: string;
  onExpire?(): void;
  /** Clock, for tests and stories. */
  now?: () => number;
  /** What the time is left for (the payment step's own words); the booking step's by default. */
  label?: string;
}

export const ANNOUNCE_AT_SECONDS = [120, 30] as const;

/**
 * The visible mm:ss is a timer that screen readers do not read every second; a separate polite
 * live region speaks only at 2 minutes and at 30 seconds left.
 */
export function HoldCountdown({ expiresAt, onExpire, now = Date.now, label }: HoldCountdownProps) {
  const { t } = useFormat();
  const uid = useId();
  const ms = useCountdown(Date.parse(expiresAt), now);
  const seconds = Math.ceil(ms / 1000);
  const [announcement, setAnnouncement] = useState('');
  const announced = useRef(new Set<number>());
  const expired = useRef(false);
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  });

  useEffect(() => {
    for (const mark of ANNOUNCE_AT_SECONDS) {
      // Announce once when crossing a mark, not when the hold starts below it.
      if (seconds <= mark && seconds > mark - 5 && !announced.current.has(mark)) {
        announced.current.add(mark);
        setAnnouncement(t(mark === 120 ? 'booking.timer.announce2m' : 'booking.timer.announce30s'));
      }
    }
    if (seconds === 0 && !expired.current) {
      expired.current = true;
      onExpireRef.current?.();
    }
  }, [seconds, t]);

  return (
    <div className="tk-row">
      <span id={`${uid}-timer-label`}>{label ?? t('booking.timer.label')}</span>
      <span role="timer" aria-labelledby={`${uid}-timer-label`} aria-live="off" className="tk-countdown" data-urgent={seconds <= 120}>
        {formatCountdown(ms)}
      </span>
      <span role="status" aria-live="polite" className="tk-visually-hidden">
        {announcement}
      </span>
    </div>
  );
}
