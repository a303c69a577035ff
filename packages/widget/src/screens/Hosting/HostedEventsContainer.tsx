import { useResource, useStore } from '../../context/hooks.ts';
import { useEmit, useTicketkit } from '../../context/TicketkitProvider.tsx';
import type { WidgetCallbacks } from '../../events.ts';
import { HostedEvents } from './HostedEvents.tsx';

export type HostedEventsContainerProps = WidgetCallbacks;

/** `GET /me/hosted-events` for the signed-in person. */
export function HostedEventsContainer(callbacks: HostedEventsContainerProps) {
  const sdk = useTicketkit();
  const emit = useEmit(callbacks);
  const status = useStore(sdk.session, (s) => s.status);
  const list = useResource(
    async (signal) => (status === 'signed-in' ? (await sdk.api.listMyHostedEvents({ signal })).items : new Promise<never>(() => {})),
    [status],
  );
  return (
    <HostedEvents
      state={status === 'signed-out' ? { status: 'signed-out' } : list}
      onCreate={(to) => emit('ticketkit:navigate', { to })}
      onSignIn={(to) => emit('ticketkit:navigate', { to })}
    />
  );
}
