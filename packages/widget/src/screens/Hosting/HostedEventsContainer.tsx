import { useResource, useStore } from '../../context/hooks.ts';
import { useEmit, useTicketkit } from '../../context/TicketkitProvider.tsx';
import type { WidgetCallbacks } from '../../events.ts';
import type { AsyncState } from '../../ui/AsyncView.tsx';
import type { HostedEvent } from '@ticketkit/contract';
import { HostedEvents } from './HostedEvents.tsx';
import type { HostedHrefs } from './hostedLinks.ts';
import { useHostedEventActions } from './useHostedEventActions.ts';

export interface HostedEventsContainerProps extends WidgetCallbacks {
  /** Where each listing's pages are; the site's routes by default. */
  hrefs?: HostedHrefs;
}

/** `GET /me/hosted-events` for the signed-in person, with pause, resume, cancel and door staff on each. */
export function HostedEventsContainer({ hrefs, ...callbacks }: HostedEventsContainerProps) {
  const sdk = useTicketkit();
  const emit = useEmit(callbacks);
  const status = useStore(sdk.session, (s) => s.status);
  const list = useResource(
    async (signal) => (status === 'signed-in' ? (await sdk.api.listMyHostedEvents({ signal })).items : new Promise<never>(() => {})),
    [status],
  );
  const { updated, ...actions } = useHostedEventActions(sdk);
  const state: AsyncState<HostedEvent[]> = list.status === 'success' ? { status: 'success', data: list.data.map((e) => updated[e.id] ?? e) } : list;
  const navigate = (to: string) => emit('ticketkit:navigate', { to });
  return <HostedEvents {...actions} state={status === 'signed-out' ? { status: 'signed-out' } : state} hrefs={hrefs} onCreate={navigate} onSignIn={navigate} onNavigate={navigate} />;
}
