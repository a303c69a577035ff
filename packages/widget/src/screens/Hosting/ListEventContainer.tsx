import type { HostedEvent } from '@ticketkit/contract';
import { useId } from 'react';
import { joinResources, useResource } from '../../context/hooks.ts';
import { AsyncView } from '../../ui/AsyncView.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { useEmit, useTicketkit } from '../../context/TicketkitProvider.tsx';
import { useCities } from '../../context/useCities.ts';
import type { Emit, WidgetCallbacks } from '../../events.ts';
import { ListEvent } from './ListEvent.tsx';
import { hostingMessages } from './messages.ts';
import { useListEvent } from './useListEvent.ts';

export interface ListEventContainerProps extends WidgetCallbacks {
  onSubmitted?(event: HostedEvent): void;
  /** Opens this listing to edit (a draft or one sent back for changes) instead of a new one. */
  hostedEventId?: string;
  /** The person's hosted events (where a listing that cannot be edited sends them). */
  hostedHref?: string;
}

const EDITABLE = new Set<HostedEvent['status']>(['draft', 'changes-requested']);

/**
 * The form bound to the SDK: a new listing's draft lives in the SDK's storage, submit is
 * `POST /hosted-events`; an opened listing (`GET /hosted-events/{id}`) is saved and submitted with `PATCH`.
 */
export function ListEventContainer({ onSubmitted, hostedEventId, hostedHref = '/hosted-events', ...callbacks }: ListEventContainerProps) {
  const sdk = useTicketkit();
  const t = hostingMessages.useT();
  const emit = useEmit(callbacks);
  const categories = useResource((signal) => sdk.api.listCategories({ signal }), [sdk]);
  const existing = useResource((signal) => (hostedEventId ? sdk.api.getHostedEvent(hostedEventId, { signal }) : Promise.resolve(null)), [sdk, hostedEventId]);
  const lists = joinResources(
    joinResources(categories, useCities(), (c, cities) => ({ categories: c.items, cities: cities.items })),
    existing,
    (l, event) => ({ ...l, event }),
  );
  const navigate = (to: string) => emit('ticketkit:navigate', { to });

  // A listing that cannot be opened says so under the page's heading, with the way back to the list.
  if (hostedEventId && lists.status === 'error') return <EditRefused error={lists.error} onRetry={lists.retry} onBack={() => navigate(hostedHref)} />;
  return (
    <AsyncView state={lists} loadingLabel={t('host.heading')}>
      {({ categories, cities, event }) =>
        event && !EDITABLE.has(event.status) ? (
          <EditRefused error={{ code: 'hosting/not-editable', retryable: false }} onBack={() => navigate(hostedHref)} />
        ) : (
          <ListEventForm key={event?.id ?? 'new'} existing={event} emit={emit} onSubmitted={onSubmitted} categories={categories} cities={cities} hostedHref={hostedHref} onNavigate={navigate} />
        )
      }
    </AsyncView>
  );
}

function ListEventForm({ existing, emit, onSubmitted, onNavigate, ...rest }: { existing: HostedEvent | null; emit: Emit; onSubmitted?(event: HostedEvent): void; onNavigate(to: string): void } & Pick<Parameters<typeof ListEvent>[0], 'categories' | 'cities' | 'hostedHref'>) {
  const sdk = useTicketkit();
  const listing = useListEvent({ sdk, emit, onSubmitted, existing });
  return <ListEvent {...listing} {...rest} onViewHosted={onNavigate} onSignIn={onNavigate} />;
}

function EditRefused({ error, onRetry, onBack }: { error: { code: string; retryable: boolean }; onRetry?(): void; onBack(): void }) {
  const t = hostingMessages.useT();
  const headingId = useId();
  return (
    <section className="tk-stack" aria-labelledby={headingId}>
      <h2 part="heading" id={headingId}>{t('host.editHeading')}</h2>
      <ErrorState error={error} onRetry={onRetry} onward={{ label: t('host.done.list'), onClick: onBack }} />
    </section>
  );
}
