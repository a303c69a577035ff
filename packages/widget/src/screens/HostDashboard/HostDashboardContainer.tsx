import { useResource } from '../../context/hooks.ts';
import { useEmit, useTicketkit } from '../../context/TicketkitProvider.tsx';
import type { WidgetCallbacks } from '../../events.ts';
import { HostDashboard, type DashboardLinks } from './HostDashboard.tsx';
import { useAttendees } from './useAttendees.ts';

export interface HostDashboardContainerProps extends WidgetCallbacks, DashboardLinks {
  hostedEventId: string;
  /** Milliseconds of typing pause before the attendee search asks the API. */
  debounceMs?: number;
  /** Attendees per page ("Load more" asks for the next). */
  pageSize?: number;
}

/** `GET /hosted-events/{id}/dashboard`, and its attendees once the event is on sale. */
export function HostDashboardContainer({ hostedEventId, debounceMs = 300, pageSize = 50, eventHref, checkInHref, editHref, ...callbacks }: HostDashboardContainerProps) {
  const sdk = useTicketkit();
  const emit = useEmit(callbacks);
  const dashboard = useResource((signal) => sdk.api.getHostDashboard(hostedEventId, { signal }), [sdk, hostedEventId]);
  const onSale = dashboard.status === 'success' && dashboard.data.eventId !== null;
  const attendees = useAttendees(hostedEventId, onSale, debounceMs, pageSize);
  return (
    <HostDashboard
      state={dashboard}
      attendees={attendees}
      onNavigate={(to) => emit('ticketkit:navigate', { to })}
      {...(eventHref ? { eventHref } : {})}
      {...(checkInHref ? { checkInHref } : {})}
      {...(editHref ? { editHref } : {})}
    />
  );
}
