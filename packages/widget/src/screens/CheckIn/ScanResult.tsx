import { useEffect, useRef } from 'react';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import { Button } from '../../ui/Button.tsx';
import { checkInMessages } from './messages.ts';
import type { Verdict } from './verifyTicket.ts';

export interface ScanResultProps {
  verdict: Verdict;
  /** When the chosen session's doors open (for `not-valid-yet`). */
  opensAt: string | null;
  timeZone: string;
  onNext(): void;
}

const TONES: Record<Verdict['outcome'], 'success' | 'warning' | 'danger' | 'pending'> = {
  admitted: 'success',
  'already-checked-in': 'warning',
  'wrong-event': 'danger',
  'wrong-session': 'warning',
  'not-valid-yet': 'warning',
  revoked: 'danger',
  invalid: 'danger',
  pending: 'pending',
};

/**
 * One answer, full screen in its colour, spoken at once (role=alert); its button takes the focus
 * so the next scan is one key or tap away, and gives it back where it was.
 */
export function ScanResult({ verdict, opensAt, timeZone, onNext }: ScanResultProps) {
  const t = checkInMessages.useT();
  const format = useFormat();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const before = (box.current?.getRootNode() as Document | ShadowRoot | undefined)?.activeElement as HTMLElement | null;
    box.current?.querySelector('button')?.focus();
    return () => before?.focus?.();
  }, []);
  const { outcome, attendeeLabel, ticketType, firstCheckIn } = verdict;
  const detail =
    outcome === 'admitted'
      ? null
      : outcome === 'already-checked-in'
        ? firstCheckIn && t('checkIn.detail.already-checked-in', { door: firstCheckIn.door, time: format.time(firstCheckIn.at, timeZone) })
        : outcome === 'not-valid-yet'
          ? opensAt && t('checkIn.detail.not-valid-yet', { time: `${format.date(opensAt, timeZone)} ${format.time(opensAt, timeZone)}` })
          : t(`checkIn.detail.${outcome}`);
  return (
    <div ref={box} className="tk-checkin-result" data-tone={TONES[outcome]} data-outcome={outcome}>
      <div role="alert" className="tk-stack">
        <h3 part="heading">{t(`checkIn.outcome.${outcome}`)}</h3>
        {attendeeLabel && <p className="tk-checkin-attendee">{ticketType ? t('checkIn.attendee', { label: attendeeLabel, type: ticketType }) : attendeeLabel}</p>}
        {detail && <p>{detail}</p>}
      </div>
      <Button onClick={onNext}>
        {t('checkIn.next')}
      </Button>
    </div>
  );
}
