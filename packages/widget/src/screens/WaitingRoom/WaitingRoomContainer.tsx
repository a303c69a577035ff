import '../../i18n/bookingMessages.ts';
import type { QueuePlace } from '@ticketkit/contract';
import { watchQueue, type QueueWatch } from '@ticketkit/sdk';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useStore } from '../../context/hooks.ts';
import { useEmit, useFormat, useTicketkit } from '../../context/TicketkitProvider.tsx';
import { toWidgetError, type WidgetError } from '../../sdk/types.ts';
import { Button } from '../../ui/Button.tsx';
import { waitingRoomMessages } from './messages.ts';
import { announcementFor, shouldAnnounce, type Announced } from './queueAnnouncements.ts';
import { WaitingRoom } from './WaitingRoom.tsx';

export interface WaitingRoomContainerProps {
  sessionId: string;
  timeZone?: string;
  /** The person chose to go on in their turn: ticket selection, within what the account may still take. */
  onAdmitted(place: QueuePlace): void;
  onOtherDates?(): void;
  eventsHref?: string;
  /** A sign-in screen shown when nobody is signed in (a place is an account's). */
  renderSignIn?: () => ReactNode;
  /** The clock (tests). */
  now?: () => number;
}

/**
 * Follows the account's place (the sdk's queue watch: polls at the server's advice, survives a
 * reload), says changes aloud at sensible intervals, and tells the page once each that the visitor
 * joined (`ticketkit:queue-joined`) and was admitted (`ticketkit:queue-admitted`).
 */
export function WaitingRoomContainer({ sessionId, timeZone, onAdmitted, onOtherDates, eventsHref, renderSignIn, now = Date.now }: WaitingRoomContainerProps) {
  const sdk = useTicketkit();
  const emit = useEmit();
  const { t: tb } = useFormat();
  const t = waitingRoomMessages.useT();
  const status = useStore(sdk.session, (s) => s.status);
  const account = useStore(sdk.session, (s) => s.user?.uid ?? null);
  const uid = useId();
  const [place, setPlace] = useState<QueuePlace | null>(null);
  const [trouble, setTrouble] = useState<{ error: WidgetError; retryInMs: number | null } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const watch = useRef<QueueWatch | null>(null);
  const announced = useRef<Announced | null>(null);
  const told = useRef({ joined: false, admitted: false });
  const failing = useRef(false);
  const latest = useRef({ emit, t, now });
  useEffect(() => {
    latest.current = { emit, t, now };
  });

  useEffect(() => {
    if (status !== 'signed-in' || !account) return;
    const current = watchQueue({
      sessionId,
      uid: account,
      api: sdk.api,
      storage: sdk.storage,
      onPlace(next) {
        const { emit: send, t: say, now: clock } = latest.current;
        setPlace(next);
        setTrouble(null);
        if (!told.current.joined) {
          told.current.joined = true;
          send('ticketkit:queue-joined', { eventId: next.eventId, sessionId: next.sessionId, position: next.position });
        }
        if (next.state === 'admitted' && next.turnEndsAt && !told.current.admitted) {
          told.current.admitted = true;
          send('ticketkit:queue-admitted', { eventId: next.eventId, sessionId: next.sessionId, turnEndsAt: next.turnEndsAt });
        }
        const at = clock();
        // After a said failure, the place is said again even when unchanged: the failure is over.
        if (failing.current) announced.current = null;
        failing.current = false;
        if (shouldAnnounce(announced.current, next, at)) {
          announced.current = { state: next.state, ahead: next.ahead, at };
          setAnnouncement(announcementFor(say, next, at));
        }
      },
      onError(error, retryInMs) {
        setTrouble({ error: toWidgetError(error), retryInMs });
        // Said once, on the first failure in a row; the visible alert keeps the current wait.
        if (retryInMs !== null && error.code !== 'queue/not-open' && !failing.current) setAnnouncement(latest.current.t('waitingRoom.retrying', { seconds: Math.ceil(retryInMs / 1000) }));
        failing.current = retryInMs !== null;
        if (retryInMs === null) latest.current.emit('ticketkit:error', { code: error.code, message: error.message });
      },
    });
    watch.current = current;
    return () => {
      current.stop();
      watch.current = null;
    };
  }, [sdk, sessionId, status, account]);

  if (status === 'signed-out') {
    return (
      <section className="tk-stack" aria-labelledby={`${uid}-heading`}>
        <h2 part="heading" id={`${uid}-heading`}>{t('waitingRoom.heading')}</h2>
        <h3 part="heading">{tb('booking.signIn.title')}</h3>
        <p>{tb('booking.signIn.body')}</p>
        {renderSignIn?.() ?? <Button onClick={() => emit('ticketkit:sign-in-required', { step: 'queue' })}>{tb('booking.signIn.action')}</Button>}
      </section>
    );
  }
  const rejoin = () => {
    setTrouble(null);
    told.current.admitted = false;
    watch.current?.rejoin();
  };
  return (
    <WaitingRoom
      place={place}
      timeZone={timeZone}
      announcement={announcement}
      retryInMs={trouble?.retryInMs ?? null}
      notOpen={trouble !== null && trouble.retryInMs !== null && trouble.error.code === 'queue/not-open'}
      error={trouble && trouble.retryInMs === null ? trouble.error : null}
      onContinue={() => place && onAdmitted(place)}
      onRejoin={rejoin}
      onOtherDates={onOtherDates}
      eventsHref={eventsHref}
      now={now}
    />
  );
}
