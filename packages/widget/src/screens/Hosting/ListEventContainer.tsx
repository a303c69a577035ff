import { useState } from 'react';
import type { HostedEvent } from '@ticketkit/contract';
import { useResource, useStore } from '../../context/hooks.ts';
import { useEmit, useTicketkit } from '../../context/TicketkitProvider.tsx';
import { AsyncView } from '../../ui/AsyncView.tsx';
import type { WidgetCallbacks } from '../../events.ts';
import { toDisplayError, type DisplayError } from '../../ui/displayError.ts';
import { DRAFT_KEY, emptyDraft, readDraft, toRequest, type HostDraft } from './hostDraft.ts';
import { ListEvent } from './ListEvent.tsx';
import { hostingMessages } from './messages.ts';

export interface ListEventContainerProps extends WidgetCallbacks {
  onSubmitted?(event: HostedEvent): void;
}

/** The form bound to the SDK: the draft lives in the SDK's storage, submit is `POST /hosted-events`. */
export function ListEventContainer({ onSubmitted, ...callbacks }: ListEventContainerProps) {
  const sdk = useTicketkit();
  const t = hostingMessages.useT();
  const emit = useEmit(callbacks);
  const session = useStore(sdk.session, (s) => s);
  const [initial] = useState(() => {
    const stored = readDraft(sdk.storage.get<unknown>(DRAFT_KEY));
    const user = sdk.session.getState().user;
    return stored ? { draft: stored, restoredAt: stored.savedAt ?? null } : { draft: emptyDraft({ name: user?.displayName, email: user?.email, phone: user?.phoneNumber }), restoredAt: null };
  });
  const [draft, setDraft] = useState<HostDraft>(initial.draft);
  const [restoredAt, setRestoredAt] = useState<string | null>(initial.restoredAt);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<DisplayError | null>(null);
  const [result, setResult] = useState<HostedEvent | null>(null);
  const lists = useResource(async (signal) => {
    const [categories, cities] = await Promise.all([sdk.api.listCategories({ signal }), sdk.api.listCities({ signal })]);
    return { categories: categories.items, cities: cities.items };
  }, []);

  const change = (next: HostDraft) => {
    const saved = { ...next, savedAt: new Date().toISOString() };
    setDraft(saved);
    sdk.storage.set(DRAFT_KEY, saved);
  };
  const startOver = () => {
    sdk.storage.remove(DRAFT_KEY);
    const user = session.user;
    setDraft(emptyDraft({ name: user?.displayName, email: user?.email, phone: user?.phoneNumber }));
    setRestoredAt(null);
    setResult(null);
    setSubmitError(null);
  };
  const submit = async () => {
    if (session.status !== 'signed-in') {
      emit('ticketkit:navigate', { to: '/login?source=listyourevent' });
      return;
    }
    setSubmitting(true);
    setSubmitError(null);
    try {
      const created = await sdk.api.createHostedEvent(toRequest(draft));
      sdk.storage.remove(DRAFT_KEY);
      setRestoredAt(null);
      setResult(created);
      onSubmitted?.(created);
    } catch (error) {
      setSubmitError(toDisplayError(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AsyncView state={lists} loadingLabel={t('host.heading')}>
      {({ categories, cities }) => (
        <ListEvent
          draft={draft}
          categories={categories}
          cities={cities}
          restoredAt={restoredAt}
          submitting={submitting}
          submitError={submitError}
          result={result}
          signedOut={session.status === 'signed-out'}
          onChange={change}
          onStartOver={startOver}
          onSubmit={() => void submit()}
          onViewHosted={(to) => emit('ticketkit:navigate', { to })}
          onSignIn={(to) => emit('ticketkit:navigate', { to })}
        />
      )}
    </AsyncView>
  );
}
