import type { QueuePlace } from '@ticketkit/contract';
import { lazy, Suspense, type ReactNode } from 'react';
import { useResource } from '../../context/hooks.ts';
import { requestEvent } from '../../context/requestEvent.ts';
import { useTicketkit } from '../../context/TicketkitProvider.tsx';
import { FullPageLoader } from '../../ui/FullPageLoader.tsx';

// Only high-demand sessions need the waiting room: its code and texts load when one is chosen.
const WaitingRoomContainer = lazy(() => import('../WaitingRoom/WaitingRoomContainer.tsx').then((m) => ({ default: m.WaitingRoomContainer })));

/** Holds of a high-demand session refused for want of a turn: the person goes (back) to the waiting room. */
export const QUEUE_CODES: ReadonlySet<string> = new Set(['queue/admission-required', 'queue/turn-expired']);

/** The booking flow's waiting room for a session, in the event's time zone. */
export function QueueStep({ eventId, sessionId, eventsHref, onAdmitted, onOtherDates, renderSignIn }: { eventId: string; sessionId: string; eventsHref?: string; onAdmitted(place: QueuePlace): void; onOtherDates(): void; renderSignIn?: () => ReactNode }) {
  const sdk = useTicketkit();
  const event = useResource(() => requestEvent(sdk, eventId), [sdk, eventId]);
  return (
    <Suspense fallback={<FullPageLoader />}>
      <WaitingRoomContainer
        sessionId={sessionId}
        timeZone={event.status === 'success' ? event.data.timeZone : undefined}
        onAdmitted={onAdmitted}
        onOtherDates={onOtherDates}
        eventsHref={eventsHref}
        renderSignIn={renderSignIn}
      />
    </Suspense>
  );
}
