import { useState } from 'react';
import type { HostedEvent } from '@ticketkit/contract';
import { useStore } from '../../context/hooks.ts';
import type { WidgetSdk, WidgetUser } from '../../sdk/types.ts';
import type { Emit } from '../../events.ts';
import { toDisplayError, type DisplayError } from '../../ui/displayError.ts';
import { DRAFT_KEY, emptyDraft, readDraft, toRequest, type HostDraft } from './hostDraft.ts';
import type { ListEventProps } from './ListEvent.tsx';

export interface UseListEventOptions {
  sdk: WidgetSdk;
  emit: Emit;
  onSubmitted?(event: HostedEvent): void;
}

/** A new draft with the signed-in person's contact details filled in. */
const draftFor = (user: WidgetUser | null) =>
  emptyDraft({ name: user?.displayName, email: user?.email, phone: user?.phoneNumber });

/**
 * The draft's life on this device: restored from the SDK's storage (with when it was started),
 * saved on every change, cleared by "start over" and by a successful `POST /hosted-events`; a
 * signed-out person is sent to sign in with the draft kept. Returns ListEvent's props for all that.
 */
export function useListEvent({ sdk, emit, onSubmitted }: UseListEventOptions) {
  const session = useStore(sdk.session, (s) => s);
  const [initial] = useState(() => {
    const stored = readDraft(sdk.storage.get<unknown>(DRAFT_KEY));
    return stored ? { draft: stored, restoredAt: stored.savedAt ?? null } : { draft: draftFor(sdk.session.getState().user), restoredAt: null };
  });
  const [draft, setDraft] = useState<HostDraft>(initial.draft);
  const [restoredAt, setRestoredAt] = useState<string | null>(initial.restoredAt);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<DisplayError | null>(null);
  const [result, setResult] = useState<HostedEvent | null>(null);

  const change = (next: HostDraft) => {
    const saved = { ...next, savedAt: new Date().toISOString() };
    setDraft(saved);
    sdk.storage.set(DRAFT_KEY, saved);
  };

  const startOver = () => {
    sdk.storage.remove(DRAFT_KEY);
    setDraft(draftFor(session.user));
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

  return {
    draft,
    restoredAt,
    submitting,
    submitError,
    result,
    signedOut: session.status === 'signed-out',
    onChange: change,
    onStartOver: startOver,
    onSubmit: () => void submit(),
  } satisfies Partial<ListEventProps>;
}
