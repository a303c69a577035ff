import { useId } from 'react';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import { Button } from '../../ui/Button.tsx';
import type { Conflict } from './doorRecord.ts';
import { checkInMessages } from './messages.ts';

export interface ConflictListProps {
  conflicts: Conflict[];
  timeZone: string;
  onDismiss(scanId: string): void;
}

/** Scans this door let through that the server refused after sync, until the door staff dismiss them. */
export function ConflictList({ conflicts, timeZone, onDismiss }: ConflictListProps) {
  const t = checkInMessages.useT();
  const format = useFormat();
  const headingId = useId();
  if (conflicts.length === 0) return null;
  return (
    <section className="tk-stack" aria-labelledby={headingId}>
      <h3 part="heading" id={headingId}>{t('checkIn.conflicts')}</h3>
      <ul className="tk-stack" role="list">
        {conflicts.map((c) => {
          const ticket = c.attendeeLabel ? `${c.attendeeLabel} (${c.ticketId ?? ''})` : (c.ticketId ?? t('checkIn.unknownTicket'));
          return (
            <li key={c.scanId} className="tk-checkin-conflict tk-row tk-spread">
              <p role="alert">
                {c.outcome === 'not-synced'
                  ? t('checkIn.conflict.not-synced', { ticket, code: c.errorCode ?? '' })
                  : c.outcome === 'already-checked-in' && c.firstCheckIn
                    ? t('checkIn.conflict.already-checked-in', { ticket, door: c.firstCheckIn.door, time: format.time(c.firstCheckIn.at, timeZone) })
                    : t('checkIn.conflict.other', { ticket, outcome: t(`checkIn.outcome.${c.outcome}`) })}
              </p>
              <Button variant="secondary" onClick={() => onDismiss(c.scanId)}>
                {t('checkIn.dismiss')}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
