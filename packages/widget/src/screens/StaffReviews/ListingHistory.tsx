import type { HostedEventHistoryEntry } from '@ticketkit/contract';
import { useId } from 'react';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import { staffMessages } from './messages.ts';

/** What happened to a listing, oldest first, each step with who did it and its note. */
export function ListingHistory({ history }: { history: HostedEventHistoryEntry[] }) {
  const f = useFormat();
  const t = staffMessages.useT();
  const headingId = useId();
  return (
    <section className="tk-stack" aria-labelledby={headingId}>
      <h3 part="heading" id={headingId}>{t('staff.item.history')}</h3>
      {history.length === 0 ? (
        <p className="tk-muted">{t('staff.item.historyEmpty')}</p>
      ) : (
        <ol className="tk-list tk-history">
          {history.map((h, i) => (
            <li key={`${h.at}-${i}`}>
              <p>{t('staff.item.historyEntry', { who: t(`staff.item.by.${h.by}`), status: t(`staff.status.${h.status}`), when: f.dateTime(h.at) })}</p>
              {h.note ? <blockquote className="tk-note">{h.note}</blockquote> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
