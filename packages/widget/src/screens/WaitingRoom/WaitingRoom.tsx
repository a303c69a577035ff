import { useId } from 'react';
import type { QueuePlace } from '@ticketkit/contract';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import type { WidgetError } from '../../sdk/types.ts';
import { Button } from '../../ui/Button.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { formatCountdown, useCountdown } from '../../ui/useCountdown.ts';
import { waitingRoomMessages } from './messages.ts';
import { QueueProgress } from './QueueProgress.tsx';

export interface WaitingRoomProps {
  /** The place as last answered; null while joining. */
  place: QueuePlace | null;
  /** The session's time zone, for the on-sale time. */
  timeZone?: string;
  /** What the polite live region says: changes of state at once, the position at sensible intervals. */
  announcement: string;
  /** The queue could not be reached and is tried again in this many ms (the place is kept). */
  retryInMs?: number | null;
  /** The queue has not opened yet; it is asked again in `retryInMs`. */
  notOpen?: boolean;
  /** Polling stopped on this error. */
  error?: WidgetError | null;
  onContinue(): void;
  onRejoin(): void;
  onOtherDates?(): void;
  /** Where other events are: a link on the sold-out state. */
  eventsHref?: string;
  /** The clock (stories and tests). */
  now?: () => number;
}

/** A high-demand session's waiting room: the pre-queue's countdown, the place in the queue, the turn, and how the queue ended. */
export function WaitingRoom({ place, timeZone, announcement, retryInMs = null, notOpen = false, error = null, onContinue, onRejoin, onOtherDates, eventsHref, now }: WaitingRoomProps) {
  const t = waitingRoomMessages.useT();
  const f = useFormat();
  const uid = useId();
  const toSale = useCountdown(place?.state === 'pre-queue' ? Date.parse(place.onSaleAt) : undefined, now);
  const toTurnEnd = useCountdown(place?.state === 'admitted' && place.turnEndsAt ? Date.parse(place.turnEndsAt) : undefined, now);
  const ahead = place?.ahead === null || place?.ahead === undefined ? null : <p className="tk-queue-ahead">{t('waitingRoom.waiting.ahead', { count: place.ahead })}</p>;

  let body: React.ReactNode;
  switch (place?.state) {
    case undefined:
      body = error || notOpen ? null : (
        <p aria-busy="true" className="tk-muted">
          {t('waitingRoom.joining')}
        </p>
      );
      break;
    case 'pre-queue':
      body = (
        <>
          <h3 part="heading">{t('waitingRoom.preQueue.title')}</h3>
          <p className="tk-countdown" aria-live="off">
            {t('waitingRoom.preQueue.countdown', { time: formatCountdown(toSale) })}
          </p>
          <p>{t('waitingRoom.preQueue.at', { time: f.dateTime(place.onSaleAt, timeZone) })}</p>
          <p className="tk-muted">{t('waitingRoom.preQueue.body')}</p>
          <p className="tk-muted">{t('waitingRoom.keepOpen')}</p>
        </>
      );
      break;
    case 'waiting':
      body = (
        <>
          <h3 part="heading">{t('waitingRoom.waiting.title')}</h3>
          {ahead}
          {place.position !== null ? <p>{t('waitingRoom.waiting.position', { position: place.position })}</p> : null}
          <p>{waitText(t, place.estimatedWaitSeconds)}</p>
          <QueueProgress progress={place.progress} />
          <p className="tk-muted">{t('waitingRoom.keepOpen')}</p>
        </>
      );
      break;
    case 'admitted':
      body = (
        <>
          <h3 part="heading">{t('waitingRoom.admitted.title')}</h3>
          <p className="tk-countdown" aria-live="off">
            {t('waitingRoom.admitted.body', { time: formatCountdown(toTurnEnd) })}
          </p>
          <Button onClick={onContinue}>{t('waitingRoom.admitted.continue')}</Button>
        </>
      );
      break;
    case 'turn-expired':
      body = (
        <>
          <h3 part="heading">{t('waitingRoom.turnExpired.title')}</h3>
          <p>{t('waitingRoom.turnExpired.body')}</p>
          <Button onClick={onRejoin}>{t('waitingRoom.turnExpired.rejoin')}</Button>
        </>
      );
      break;
    case 'sold-out':
      body = (
        <>
          <h3 part="heading">{t('waitingRoom.soldOut.title')}</h3>
          <p>{t('waitingRoom.soldOut.body')}</p>
          <div className="tk-row">
            {onOtherDates ? <Button onClick={onOtherDates}>{t('waitingRoom.soldOut.otherDates')}</Button> : null}
            {eventsHref ? (
              <a part="button button-secondary" className="tk-button" data-variant="secondary" href={eventsHref}>
                {t('waitingRoom.soldOut.otherEvents')}
              </a>
            ) : null}
          </div>
        </>
      );
      break;
    case 'paused':
      body = (
        <>
          <h3 part="heading">{t('waitingRoom.paused.title')}</h3>
          <p>{t('waitingRoom.paused.body')}</p>
          {ahead}
          <QueueProgress progress={place.progress} />
        </>
      );
      break;
  }

  return (
    <section className="tk-stack tk-queue" aria-labelledby={`${uid}-heading`} data-queue-state={place?.state ?? 'joining'}>
      <h2 part="heading" id={`${uid}-heading`}>{t('waitingRoom.heading')}</h2>
      <p role="status" className="tk-visually-hidden">
        {announcement}
      </p>
      <div part="card" className="tk-card tk-stack">{body}</div>
      {notOpen && !error ? <ErrorState error={{ code: 'queue/not-open', retryable: false }} onward={onOtherDates ? { label: t('waitingRoom.soldOut.otherDates'), onClick: onOtherDates } : undefined} /> : null}
      {retryInMs !== null && !error && !notOpen ? <p className="tk-alert" data-tone="info">{t('waitingRoom.retrying', { seconds: Math.ceil(retryInMs / 1000) })}</p> : null}
      {error ? <ErrorState error={error} onRetry={onRejoin} onward={onOtherDates ? { label: t('waitingRoom.soldOut.otherDates'), onClick: onOtherDates } : undefined} /> : null}
    </section>
  );
}

function waitText(t: ReturnType<typeof waitingRoomMessages.useT>, seconds: number | null): string {
  if (seconds === null) return t('waitingRoom.wait.unknown');
  if (seconds < 60) return t('waitingRoom.wait.underMinute');
  return t('waitingRoom.wait.minutes', { count: Math.round(seconds / 60) });
}
