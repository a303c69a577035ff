import type { HostedEvent } from '@ticketkit/contract';
import { joinResources, useResource } from '../../context/hooks.ts';
import { AsyncView } from '../../ui/AsyncView.tsx';
import { useEmit, useTicketkit } from '../../context/TicketkitProvider.tsx';
import { useCities } from '../../context/useCities.ts';
import type { WidgetCallbacks } from '../../events.ts';
import { ListEvent } from './ListEvent.tsx';
import { hostingMessages } from './messages.ts';
import { useListEvent } from './useListEvent.ts';

export interface ListEventContainerProps extends WidgetCallbacks {
  onSubmitted?(event: HostedEvent): void;
}

/** The form bound to the SDK: the draft lives in the SDK's storage, submit is `POST /hosted-events`. */
export function ListEventContainer({ onSubmitted, ...callbacks }: ListEventContainerProps) {
  const sdk = useTicketkit();
  const t = hostingMessages.useT();
  const emit = useEmit(callbacks);
  const listing = useListEvent({ sdk, emit, onSubmitted });
  const categories = useResource((signal) => sdk.api.listCategories({ signal }), [sdk]);
  const lists = joinResources(categories, useCities(), (c, cities) => ({ categories: c.items, cities: cities.items }));

  return (
    <AsyncView state={lists} loadingLabel={t('host.heading')}>
      {({ categories, cities }) => (
        <ListEvent {...listing} categories={categories} cities={cities} onViewHosted={(to) => emit('ticketkit:navigate', { to })} onSignIn={(to) => emit('ticketkit:navigate', { to })} />
      )}
    </AsyncView>
  );
}
